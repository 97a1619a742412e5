import { Button } from '../buttons/button';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ForbiddenError } from '../../lib/forbidden-error';
import { ForbiddenPage } from './forbidden-page';
import { BackHomeLink, StatusPage } from './status-page';

/** The router's error boundary; role guards throw `ForbiddenError` to land here. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  if (error instanceof ForbiddenError) return <ForbiddenPage />;
  return (
    <StatusPage
      title="Something went wrong"
      actions={
        <>
          <Button kind="primary" size="large" shape="round" onClick={reset}>
            Try again
          </Button>
          <BackHomeLink />
        </>
      }
    >
      <p>Sorry, this page could not be shown. Please try again in a moment.</p>
    </StatusPage>
  );
}
