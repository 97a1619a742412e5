import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function AdminSubscriptionsPage() {
  return <ComingSoonPage title="Subscriptions" />;
}
