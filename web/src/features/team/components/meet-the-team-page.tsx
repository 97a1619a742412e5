import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTeam } from '../api/get-team';
import { TeamMemberCard } from './team-member-card';
import styles from './meet-the-team-page.module.css';

export function MeetTheTeamPage() {
  useDocumentTitle('Meet the team');
  const team = useTeam();
  return (
    <PageSection>
      <PageHeader title="Meet the team" eyebrow="Our clinicians">
        <p>
          A consultant dermatologist leads our clinical team. Every consultation is reviewed by a registered clinician,
          and you can check each registration on the public register.
        </p>
      </PageHeader>
      {team.isError && <LoadError what="our team" error={team.error} onRetry={() => void team.refetch()} />}
      <ul className={styles.grid} aria-busy={team.isPending}>
        {team.isPending &&
          Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton aspectRatio="1 / 1" radius={24} />
              <Skeleton className={styles.skeletonText} height={200} radius={12} />
            </li>
          ))}
        {team.data?.members.map((member) => (
          <li key={member.slug}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
