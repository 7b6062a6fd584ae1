// Lint rules, including the layer boundaries of STYLE.md (import-x/no-restricted-paths zones).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const features = [
  'home',
  'study',
  'practice',
  'exam',
  'results',
  'profile',
  'achievements',
  'leaderboard',
  'admin',
  'auth',
  'simulation',
];

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message:
    'Features do not import each other; move shared code to src/components, src/lib, src/db or src/domain.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bank',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/domain',
              from: [
                './src/app',
                './src/features',
                './src/db',
                './src/api',
                './src/sync',
                './src/lib',
                './src/components',
                './src/server',
                './src/workers',
              ],
              message: 'src/domain is pure: no UI, storage or I/O.',
            },
            {
              target: [
                './src/app',
                './src/features',
                './src/db',
                './src/api',
                './src/sync',
                './src/lib',
                './src/components',
                './src/workers',
                './src/domain',
                './src/i18n',
                './src-sw',
              ],
              from: './src/server',
              message: 'Browser code never imports the server.',
            },
            {
              target: [
                './src/features',
                './src/db',
                './src/api',
                './src/sync',
                './src/lib',
                './src/components',
                './src/workers',
                './src/server',
              ],
              from: './src/app',
              message: 'Nothing imports the app layer.',
            },
            {
              target: ['./src/components', './src/features/*/components'],
              from: ['./src/db', './src/api'],
              message: 'Components go through hooks: component → hook → repository.',
            },
            {
              target: './src-sw',
              from: [
                './src/app',
                './src/features',
                './src/db',
                './src/api',
                './src/sync',
                './src/lib',
                './src/components',
                './src/workers',
              ],
              message: 'The service worker imports only src/domain and src/i18n.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ỹ]{2,}/]',
          message: 'UI text lives in src/i18n/vi.ts; use t().',
        },
      ],
    },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
