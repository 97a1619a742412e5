import { CONTACT_EMAIL } from '../../lib/brand';
import { ButtonLink } from '../links/button-link';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  return (
    <StatusPage
      title="You do not have access to this page"
      actions={
        <ButtonLink to="/" kind="primary" size="large" shape="round">
          Back to the home page
        </ButtonLink>
      }
    >
      <p>
        This area is only for our team. If you think you should have access, email us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </StatusPage>
  );
}
