import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { ForbiddenError } from '../../../lib/forbidden-error';
import { getSessionUser, type SessionUser } from '../api/get-session';
import { DEFAULT_AFTER_LOGIN_PATH } from './login-search';

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}

/** `beforeLoad` for signed-in pages: guests go to the login page and come back after. */
export async function requireSignedIn({ context, location }: GuardArgs): Promise<{ user: SessionUser }> {
  const user = await getSessionUser(context.queryClient);
  if (!user) throw redirect({ to: '/v2/login', search: { next: location.href } });
  return { user };
}

/** `beforeLoad` for admin pages. Throwing here also keeps admin code from loading for customers. */
export async function requireAdmin(args: GuardArgs): Promise<{ user: SessionUser }> {
  const { user } = await requireSignedIn(args);
  if (user.role !== 'admin') throw new ForbiddenError();
  return { user };
}

/** `beforeLoad` for the login page: someone already signed in goes straight on. */
export async function skipLoginWhenSignedIn({
  context,
  search,
}: {
  context: { queryClient: QueryClient };
  search: { next?: string };
}): Promise<void> {
  const user = await getSessionUser(context.queryClient);
  if (user) throw redirect({ href: search.next ?? DEFAULT_AFTER_LOGIN_PATH, replace: true });
}
