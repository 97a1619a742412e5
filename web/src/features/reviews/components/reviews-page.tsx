import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function ReviewsPage() {
  return <ComingSoonPage title="Reviews" />;
}
