/**
 * What islands import as '@tanstack/react-router' (web/vite.config.mts, the islands build):
 * links as plain anchors, drawn as the router's own are, so an island hydrates over the
 * server's HTML without the router's runtime. A click is an ordinary page load, which is
 * what a link on a page hydrated island by island is. And what an island reads of the
 * address or does to it: the FAQs follow the #fragment, and the shop's filter changes its
 * query. Only what the islands use is here; anything else an island imported from the router
 * would fail the islands build.
 */
import { useSyncExternalStore, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  ref?: Ref<HTMLAnchorElement>;
  to: string;
  hash?: string;
  children?: ReactNode;
}

/** The router's default for a link to the page being shown (its `activeProps`, and the state it marks). */
function activeAttributes(className: string | undefined) {
  return { className: className ? `${className} active` : 'active', 'data-status': 'active', 'aria-current': 'page' as const };
}

/**
 * The router's default matching: a link is active on its own path and the paths below it,
 * so '/shop' is active on '/shop/acne', and '/' only on '/'.
 */
export function isActivePath(to: string, currentPath: string): boolean {
  const target = to.length > 1 ? to.replace(/\/$/, '') : to;
  const current = currentPath.length > 1 ? currentPath.replace(/\/$/, '') : currentPath;
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

function anchorProps({ to, hash, className, ...rest }: LinkProps) {
  const href = hash ? `${to}#${hash}` : to;
  const active = typeof window !== 'undefined' && isActivePath(to, window.location.pathname);
  return { ...rest, href, ...(active ? activeAttributes(className) : { className }) };
}

export function Link(props: LinkProps) {
  return <a {...anchorProps(props)} />;
}

/** The router's createLink: the given anchor component, handed the href and state the router would hand it. */
export function createLink<Props extends object>(Component: ComponentType<Props>) {
  return function CreatedLink(props: LinkProps & Props) {
    return <Component {...(anchorProps(props) as unknown as Props)} />;
  };
}

/** Sent when an island changes the address itself, as the browser sends popstate when the visitor goes back. */
const ADDRESS_CHANGED = 'islands:address-changed';

const ADDRESS_EVENTS = ['popstate', 'hashchange', ADDRESS_CHANGED];

function subscribeToAddress(onChange: () => void): () => void {
  for (const event of ADDRESS_EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of ADDRESS_EVENTS) window.removeEventListener(event, onChange);
  };
}

const currentAddress = () => window.location.href;
/** The server never sees the #fragment: hydration matches the page drawn without one. */
const drawnAddress = () => window.location.href.replace(/#.*$/, '');

interface ParsedLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The router's useLocation, with its `select`: the address's path, query and #fragment (without
 * the '#', as the router gives it). The fragment stays percent-encoded where the router decodes
 * it; its one reader (faqForFragment) decodes it either way.
 */
export function useLocation<Selected = ParsedLocation>(options?: { select?: (location: ParsedLocation) => Selected }): Selected {
  const { pathname, search, hash } = new URL(useSyncExternalStore(subscribeToAddress, currentAddress, drawnAddress));
  const location = { pathname, search, hash: hash.replace(/^#/, '') };
  return options?.select ? options.select(location) : (location as Selected);
}

/** The address's query as the router hands it to a page: each parameter by name, here always as text. */
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

interface NavigateOptions {
  search: Record<string, string | undefined>;
  /** The router's option; the page never scrolls here either way. */
  resetScroll?: boolean;
}

/**
 * The router's getRouteApi, for an island on the page it names: the page's query, and a
 * navigate that changes only the query, in place, as a new history entry. The server draws
 * only addresses in their canonical form (anything else gets the shell and the whole app),
 * so the query an island starts from has passed the route's validation.
 */
export function getRouteApi(_id: string) {
  return {
    // Hydrating too: the server drew this very address (its query; the fragment it never sees).
    useSearch: () => parseSearch(useLocation({ select: (location) => location.search })),
    useNavigate: () => (options: NavigateOptions) => {
      const query = new URLSearchParams(Object.entries(options.search).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
      window.history.pushState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
      window.dispatchEvent(new Event(ADDRESS_CHANGED));
      return Promise.resolve();
    },
  };
}
