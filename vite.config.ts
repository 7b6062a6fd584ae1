import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderFirstScreen } from './scripts/prerender-first-screen';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [
    react(),
    prerenderFirstScreen(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src-sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Precache the shell, every route chunk and the exam worker; bank images live in IndexedDB.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        name: 'Ôn thi GPLX — Luyện thi lý thuyết lái xe',
        short_name: 'Ôn thi GPLX',
        description:
          'Ôn thi và thi thử lý thuyết giấy phép lái xe, miễn phí, dùng được khi không có mạng.',
        lang: 'vi',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#16a34a',
        background_color: '#f0fdf4',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          {
            name: 'Ôn thi',
            short_name: 'Ôn thi',
            url: '/study',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Thi thử',
            short_name: 'Thi thử',
            url: '/practice',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/secure': `http://127.0.0.1:${serverPort}`,
      '/files': `http://127.0.0.1:${serverPort}`,
    },
  },
});
