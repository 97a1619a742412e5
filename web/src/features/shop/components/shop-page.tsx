import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function ShopPage() {
  return <ComingSoonPage title="Find your treatment" />;
}
