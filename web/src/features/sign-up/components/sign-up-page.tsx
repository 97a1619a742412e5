import { getRouteApi } from '@tanstack/react-router';
import { Spinner } from '../../../components/feedback/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegistrationProgress } from '../api/get-registration-progress';
import { isConsultationType } from '../../../lib/consultation-types';
import { SignUpWizard } from './sign-up-wizard';
import styles from './sign-up-page.module.css';

const consultationRoute = getRouteApi('/consultation/$type');

export function SignUpPage() {
  useDocumentTitle('Start your consultation');
  const { type } = consultationRoute.useParams();
  const { next } = consultationRoute.useSearch();
  const { refreshSession } = consultationRoute.useRouteContext();
  // Asked in the browser only (the query runs in an effect), so a server render shows the placeholder.
  const progress = useRegistrationProgress();
  const consultation = isConsultationType(type) ? type : 'generic';

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-up-step-title">
        {progress.isPending ? (
          <div className={styles.loading} role="status">
            <Spinner />
            <span className="visually-hidden">Loading your consultation…</span>
          </div>
        ) : (
          <SignUpWizard
            key={consultation}
            type={consultation}
            // A failed look-up only means starting afresh.
            saved={progress.data}
            loginNext={next ?? `/consultation/${consultation}`}
            refreshSession={refreshSession}
          />
        )}
      </section>
    </div>
  );
}
