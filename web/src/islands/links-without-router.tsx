/**
 * What islands import as '@tanstack/react-router' (web/vite.config.mts, the islands build):
 * links as plain anchors, drawn as the router's own are, so an island hydrates over the
 * server's HTML without the router's runtime. A click is an ordinary page load, which is
 * what a link on a content page is. Only what the islands use is here; anything else an
 * island imported from the router would fail the islands build.
 */
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

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
