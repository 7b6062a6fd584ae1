import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { loadMessages } from '../src/i18n/t';

// The app loads every area's strings before any page renders; tests render pages directly.
await loadMessages();
