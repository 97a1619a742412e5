import { ButtonLink } from '../links/button-link';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      title="Page not found"
      actions={
        <ButtonLink to="/" kind="primary" size="large" shape="round">
          Back to the home page
        </ButtonLink>
      }
    >
      <p>Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
    </StatusPage>
  );
}
