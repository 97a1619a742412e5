import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ForbiddenError } from './lib/forbidden-error';
import './app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container, {
  onCaughtError(error, errorInfo) {
    // Role guards throw this on purpose and the error page renders it: not a fault to log.
    if (error instanceof ForbiddenError) return;
    console.error(error, errorInfo.componentStack);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
