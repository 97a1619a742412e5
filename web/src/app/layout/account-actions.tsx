import { Button } from '../../components/buttons/button';
import { ButtonLink } from '../../components/links/button-link';
import type { SessionUser } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';

interface AccountActionsProps {
  user: SessionUser | null;
  /** Full-width buttons, for the side menu. */
  block?: boolean;
  onNavigate?: () => void;
}

export function AccountActions({ user, block, onNavigate }: AccountActionsProps) {
  const logout = useLogout();
  if (user) {
    return (
      <Button shape="round" block={block} loading={logout.isPending} onClick={() => logout.mutate()}>
        Logout
      </Button>
    );
  }
  return (
    <>
      <ButtonLink to="/v2/login" kind="text" shape="round" block={block} onClick={onNavigate}>
        Log in
      </ButtonLink>
      <ButtonLink to="/shop" kind="primary" shape="round" block={block} onClick={onNavigate}>
        Get started
      </ButtonLink>
    </>
  );
}
