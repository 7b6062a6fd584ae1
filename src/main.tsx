import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { AppProviders } from './app/providers';
import { AppRouter } from './lib/navigation/app-router';
import { AppRoutes, createAppHistory } from './app/router';

const history = createAppHistory();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  </StrictMode>,
);
