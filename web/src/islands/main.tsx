/**
 * The script of the public pages marked `islandsOnly` (docs/adr/0017-islands-on-public-pages.md): it hydrates each
 * island the server drew (islands/islands.ts) as a root of its own, and nothing else.
 * No router and no page components: links are page loads, and the page's text stays the
 * server's HTML. Built on its own, with the router replaced by plain links
 * (islands/router-stand-in.tsx) and React's API run by Preact (docs/adr/0018-islands-on-preact.md),
 * into web/dist/islands.html for the server to read.
 */
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { connectApiClientToSession } from '../app/configure-api';
import { replayEarlyInteractions, useAfterHydration } from '../app/early-interactions';
import { createQueryClient } from '../app/query-client';
import { nonceStylesCreatedByScripts } from '../lib/csp-nonce';
import { rememberSharedPromoCode } from '../lib/shared-promo-code';
import { InsideIsland, islandComponent } from './island';
import { ISLAND_DATA_ID } from './islands-only';
import './islands';

nonceStylesCreatedByScripts();
const queryClient = createQueryClient();
connectApiClientToSession(queryClient);
rememberSharedPromoCode(window.location.search);
// The data the page was drawn from, so an island that reads a query starts where the server drew it.
const drawnData = document.getElementById(ISLAND_DATA_ID)?.textContent;
if (drawnData) hydrate(queryClient, JSON.parse(drawnData));

const drawn = [...document.querySelectorAll<HTMLElement>('[data-island]')];
// The clicks and submits held since the page painted go to the islands once every one of them is live.
let waiting = drawn.length;
const oneHydrated = () => --waiting === 0 && replayEarlyInteractions();
if (waiting === 0) replayEarlyInteractions();

function CountHydrated(): null {
  useAfterHydration(oneHydrated);
  return null;
}

for (const element of drawn) {
  const name = element.dataset.island ?? '';
  const Component = islandComponent(name);
  if (!Component) {
    console.error(`The page has an island this script does not know: ${name}`);
    oneHydrated();
    continue;
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(
    element,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <InsideIsland.Provider value={true}>
          <Component {...props} />
        </InsideIsland.Provider>
        <CountHydrated />
      </QueryClientProvider>
    </StrictMode>,
  );
}
