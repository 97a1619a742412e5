import { Outlet, useRouterState } from '@tanstack/react-router';
import { BackLayout } from '../../components/layout/back-layout';
import { useBackAddress } from './back-address';
import { SiteFooter } from './site-footer';
import { SiteLayout } from './site-layout';

export function RootLayout() {
  const backTo = useBackAddress();
  // The admin dashboard draws its own top bar and drawer.
  const ownsLayout = useRouterState({ select: (state) => state.matches.some((match) => match.staticData.ownsLayout) });
  if (ownsLayout) return <Outlet />;
  if (backTo) {
    return (
      <BackLayout backTo={backTo} footer={<SiteFooter />}>
        <Outlet />
      </BackLayout>
    );
  }
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
