import { AnchorButton } from '../../../components/buttons/anchor-button';
import { LoadError } from '../../../components/feedback/load-error';
import { LoadingRegion, Skeleton } from '../../../components/feedback/skeleton';
import { ButtonLink } from '../../../components/links/button-link';
import { StatusPage } from '../../../components/status/status-page';
import { ApiError } from '../../../lib/api/api-error';
import { useCheckoutData } from '../api/get-checkout-data';
import { CheckoutView } from './checkout-view';
import styles from './checkout-page.module.css';

// A full page load: the consultation wizard decides where a signed-in customer starts.
const CONSULTATION_PATH = '/consultation/generic';

/** /v2/subscription/checkout: patient details, address and payment for the pending subscription. */
export function CheckoutPage() {
  const checkout = useCheckoutData();

  if (checkout.isPending) return <CheckoutSkeleton />;
  if (checkout.isError) {
    if (checkout.error instanceof ApiError && checkout.error.status === 404) return <NothingToPay />;
    return (
      <div className={styles.page}>
        <LoadError what="your checkout" error={checkout.error} onRetry={() => void checkout.refetch()} />
      </div>
    );
  }
  return <CheckoutView data={checkout.data} />;
}

/** No pending subscription: never had one, or it has just been paid for. */
function NothingToPay() {
  return (
    <StatusPage
      title="Nothing to pay for right now"
      actions={
        <>
          <AnchorButton href={CONSULTATION_PATH} kind="primary" size="large" shape="round">
            Start your free consultation
          </AnchorButton>
          <ButtonLink to="/v2/profile" size="large" shape="round">
            Go to your account
          </ButtonLink>
        </>
      }
    >
      <p>
        There’s no treatment plan waiting for payment. If you’ve just paid, your order is with our prescribers and you
        can follow it from your account. Otherwise, a free 2-minute consultation is where your treatment plan starts.
      </p>
    </StatusPage>
  );
}

function CheckoutSkeleton() {
  return (
    <LoadingRegion label="Loading your checkout…" className={styles.page}>
      <div className={styles.header}>
        <Skeleton width={220} height={44} />
      </div>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <Skeleton height={150} radius={18} />
          <Skeleton height={220} radius={18} className={styles.skeletonGap} />
        </div>
        <div className={styles.steps}>
          <Skeleton height={420} radius={20} />
          <Skeleton height={72} radius={20} />
          <Skeleton height={72} radius={20} />
        </div>
      </div>
    </LoadingRegion>
  );
}
