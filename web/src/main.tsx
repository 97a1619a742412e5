import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { connectApiClientToSession } from './app/configure-api';
import { replayEarlyInteractions, ReplayEarlyInteractions } from './app/early-interactions';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { nonceStylesCreatedByScripts } from './lib/csp-nonce';
import { ForbiddenError } from './lib/forbidden-error';
import { rememberSharedPromoCode } from './lib/shared-promo-code';
import './app/styles/global.css';

// Before anything renders: styles added as the page runs must carry the nonce the policy asks for.
nonceStylesCreatedByScripts();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// No antd here: public pages use plain components, and the areas built on antd wrap
// themselves in AntdProvider so its runtime, dayjs and the locale load with them.
connectApiClientToSession(queryClient);
rememberSharedPromoCode(window.location.search);

const rootOptions: RootOptions = {
  onCaughtError(error, errorInfo) {
    // Role guards throw this on purpose and the error page renders it: not a fault to log.
    if (error instanceof ForbiddenError) return;
    console.error(error, errorInfo.componentStack);
  },
};

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

const hydratingApp = (
  <StrictMode>
    <RouterProvider router={router} />
    <ReplayEarlyInteractions />
  </StrictMode>
);

// Public pages arrive drawn by the server (web/src/entry-server.tsx) with the router's state
// and their data in window.$_TSR: React takes over the HTML as it is. Account, admin and
// sign-up screens, and any page the server could not draw, arrive as the empty shell.
const serverState = window.$_TSR;
if (serverState) {
  // The router's own hydration (what RouterClient does), finished before React starts rather
  // than suspended on inside it, and React's at normal priority, not in a transition: a click
  // that comes while React is hydrating then makes it finish at once and is handled. (With
  // either, such clicks were lost.)
  hydrate(router)
    .finally(() => serverState.h())
    .then(
      () => void hydrateRoot(container, hydratingApp, rootOptions),
      (error: unknown) => {
        console.error(error);
        createRoot(container, rootOptions).render(app);
        replayEarlyInteractions();
      },
    );
} else {
  createRoot(container, rootOptions).render(app);
}
