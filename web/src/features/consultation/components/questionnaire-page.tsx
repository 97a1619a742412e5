import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { LoadingRegion, Skeleton } from '../../../components/feedback/skeleton';
import { NotFoundPage } from '../../../components/status/not-found-page';
import { ApiError } from '../../../lib/api/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { consultationQueryOptions } from '../api/get-consultation';
import { isConsultationType, type ConsultationType } from '../../../lib/consultation-types';
import { Questionnaire } from './questionnaire';
import styles from './questionnaire.module.css';

const questionsRoute = getRouteApi('/consultation/$type/questions');

/** /consultation/$type/questions: starts or resumes the customer's draft, then the questionnaire. */
export function QuestionnairePage() {
  const { type } = questionsRoute.useParams();
  // The route only opens for known types (see its beforeLoad).
  const consultation = useQuery({ ...consultationQueryOptions(type as ConsultationType), enabled: isConsultationType(type) });
  useDocumentTitle(consultation.data?.title ?? 'Your consultation');

  if (consultation.isPending) return <QuestionnaireSkeleton />;
  if (consultation.isError) {
    if (consultation.error instanceof ApiError && consultation.error.status === 404) return <NotFoundPage />;
    return (
      <div className={styles.page}>
        <LoadError what="your consultation" error={consultation.error} onRetry={() => void consultation.refetch()} />
      </div>
    );
  }
  // Keyed by the draft, so a different draft starts from its own saved answers.
  return <Questionnaire key={consultation.data.id} consultation={consultation.data} />;
}

function QuestionnaireSkeleton() {
  return (
    <LoadingRegion label="Loading your consultation…" className={styles.page}>
      <div className={`${styles.header} ${styles.skeletonStack}`}>
        <Skeleton width={120} height={12} />
        <Skeleton width="70%" height={36} />
        <Skeleton height={6} radius={999} />
      </div>
      <div className={`${styles.card} ${styles.skeletonStack}`}>
        <Skeleton width="60%" height={20} />
        <Skeleton height={96} />
        <Skeleton width="50%" height={20} />
        <Skeleton height={52} />
        <Skeleton height={52} />
      </div>
    </LoadingRegion>
  );
}
