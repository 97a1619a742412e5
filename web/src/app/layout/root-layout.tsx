import { Outlet } from '@tanstack/react-router';
import { BackLayout } from '../../components/layout/back-layout';
import { useBackAddress } from './back-address';
import { SiteFooter } from './site-footer';
import { SiteLayout } from './site-layout';

export function RootLayout() {
  const backTo = useBackAddress();
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
