import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isMaintenanceMode } from './lib/app-mode';
import { startSession } from './lib/session';

// In maintenance the API answers 503 to everything; there is no session to load.
if (!isMaintenanceMode()) void startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
