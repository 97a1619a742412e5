import { createMemoryHistory, createRootRoute, createRouter, Link as RouterLink, RouterProvider } from '@tanstack/react-router';
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, useLocation } from './router-stand-in';

/** The anchors in some HTML, each as its attributes, in any order. */
function anchors(html: string): Record<string, string>[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  return [...container.querySelectorAll('a')].map((anchor) => Object.fromEntries([...anchor.attributes].map((attribute) => [attribute.name, attribute.value])));
}

const LINKS = [
  { to: '/', className: 'logo' },
  { to: '/shop', className: 'link' },
  { to: '/ingredients', className: 'link' },
  { to: '/terms', hash: 'refunds' },
];

/** What the router itself draws for the links on a page at `path`. */
async function drawnByTheRouter(path: string): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {LINKS.map((link) => (
          <RouterLink key={link.to} to={link.to as never} hash={link.hash} className={link.className}>
            {link.to}
          </RouterLink>
        ))}
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

function drawnWithoutTheRouter(path: string): string {
  window.history.replaceState(null, '', path);
  return renderToString(
    <>
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} hash={link.hash} className={link.className}>
          {link.to}
        </Link>
      ))}
    </>,
  );
}

describe('links without the router', () => {
  // An island hydrates over the router's HTML: its links must come out the same.
  for (const path of ['/', '/ingredients', '/shop/acne', '/terms', '/journal/retinoids-explained']) {
    it(`draws the router's anchors on ${path}`, async () => {
      expect(anchors(drawnWithoutTheRouter(path))).toEqual(anchors(await drawnByTheRouter(path)));
    });
  }

  it('marks a link active on its own path and below it, and the home link only at home', () => {
    expect(isActivePath('/shop', '/shop')).toBe(true);
    expect(isActivePath('/shop', '/shop/acne')).toBe(true);
    expect(isActivePath('/shop', '/shopping')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/shop')).toBe(false);
    expect(isActivePath('/journal/', '/journal')).toBe(true);
  });
});

describe('the address without the router', () => {
  it('gives the #fragment as the router does, without its #, and follows it as it changes', () => {
    window.history.replaceState(null, '', '/faqs#refunds');
    const { result } = renderHook(() => useLocation({ select: (location) => location.hash }));
    expect(result.current).toBe('refunds');
    act(() => {
      window.history.replaceState(null, '', '/faqs#delivery-and-billing');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current).toBe('delivery-and-billing');
  });

  it('draws the page as the server did, which never sees the #fragment', () => {
    window.history.replaceState(null, '', '/faqs?x=1#refunds');
    function Fragment() {
      return <p>{JSON.stringify(useLocation())}</p>;
    }
    expect(renderToString(<Fragment />)).toContain(JSON.stringify({ pathname: '/faqs', search: '?x=1', hash: '' }).replace(/"/g, '&quot;'));
  });
});
