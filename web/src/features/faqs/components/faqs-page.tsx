import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function FaqsPage() {
  return <ComingSoonPage title="FAQs" />;
}
