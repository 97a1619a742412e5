import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
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

function startApp(container: HTMLElement, serverState: typeof window.$_TSR): void {
  const router = createAppRouter(queryClient);
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

  if (serverState) {
    // The router's own hydration (what RouterClient does), finished before React starts rather
    // than suspended on inside it. React's hydration runs in a transition, so it yields to the
    // browser every few milliseconds instead of holding the main thread for the whole page; a
    // click or submit that comes meanwhile is held by the inline loader until the page is
    // hydrated and then replayed (ReplayEarlyInteractions), so none is lost.
    hydrate(router)
      .finally(() => serverState.h())
      .then(
        () => startTransition(() => void hydrateRoot(container, hydratingApp, rootOptions)),
        (error: unknown) => {
          console.error(error);
          createRoot(container, rootOptions).render(app);
          replayEarlyInteractions();
        },
      );
  } else {
    createRoot(container, rootOptions).render(app);
  }
}

// Public pages arrive drawn by the server (web/src/entry-server.tsx) with the router's state
// and their data in window.$_TSR: React takes over the HTML as it is. The scripts have just
// been evaluated, in one task; the router and React start in tasks of their own, so the
// browser can paint and take input in between. Account, admin and sign-up screens, and any
// page the server could not draw, arrive as the empty shell and are drawn at once.
const serverState = window.$_TSR;
if (serverState) setTimeout(() => startApp(container, serverState), 0);
else startApp(container, undefined);
