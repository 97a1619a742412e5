import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function MeetTheTeamPage() {
  return <ComingSoonPage title="Meet the team" />;
}
