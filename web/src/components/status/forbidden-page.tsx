import { CONTACT_EMAIL } from '../../lib/brand';
import { BackHomeLink, StatusPage } from './status-page';

export function ForbiddenPage() {
  return (
    <StatusPage
      title="You do not have access to this page"
      actions={<BackHomeLink kind="primary" />}
    >
      <p>
        This area is only for our team. If you think you should have access, email us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </StatusPage>
  );
}
