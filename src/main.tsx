import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/styles';
import { AppProviders } from './app/providers';
import { AppRouter } from './lib/navigation/app-router';
import { AppRoutes, createAppHistory } from './app/router';

const history = createAppHistory();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  </StrictMode>
);

// index.html carries Home prerendered (scripts/prerender-first-screen.ts): hydrate it. Any other
// route arrives empty; a transition renders it in slices that yield to the browser.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else startTransition(() => createRoot(container).render(app));
