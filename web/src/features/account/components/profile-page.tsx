import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function ProfilePage() {
  return <ComingSoonPage title="Account Overview" />;
}
