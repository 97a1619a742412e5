import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function JournalPage() {
  return <ComingSoonPage title="Journal" />;
}
