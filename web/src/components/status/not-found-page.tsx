import { BackHomeLink, StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      title="Page not found"
      actions={<BackHomeLink kind="primary" />}
    >
      <p>Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
    </StatusPage>
  );
}
