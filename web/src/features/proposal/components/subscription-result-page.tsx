import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AnchorButton } from '../../../components/buttons/anchor-button';
import { Button } from '../../../components/buttons/button';
import { LoadError } from '../../../components/feedback/load-error';
import { LoadingRegion, Skeleton } from '../../../components/feedback/skeleton';
import { StatusPage } from '../../../components/status/status-page';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChoosePlan } from '../api/choose-plan';
import { useProposal, type Proposal } from '../api/get-proposal';
import { PreviewCard } from '../../../components/preview-card/preview-card';
import styles from './subscription-result-page.module.css';

const CHECKOUT_PATH = '/v2/subscription/checkout';
// A full page load: the consultation wizard decides where a signed-in customer starts.
const CONSULTATION_PATH = '/consultation/generic';
const PROCEED_DELAY_MS = 1_000;

/** /v2/subscription/result: the plan proposed after the consultation, and the other plans that suit. */
export function SubscriptionResultPage() {
  const proposal = useProposal();

  if (proposal.isPending) return <ResultSkeleton />;
  if (proposal.isError) {
    if (proposal.error instanceof ApiError && proposal.error.status === 404) return <NoProposal />;
    return (
      <div className={styles.page}>
        <LoadError what="your treatment plan" error={proposal.error} onRetry={() => void proposal.refetch()} />
      </div>
    );
  }
  return <ProposalView proposal={proposal.data} />;
}

function ProposalView({ proposal }: { proposal: Proposal }) {
  useDocumentTitle('Your treatment plan');
  const navigate = useNavigate();
  const choosePlan = useChoosePlan();
  const [proceeding, setProceeding] = useState(false);
  const proceedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(proceedTimer.current), []);

  function proceed() {
    setProceeding(true);
    proceedTimer.current = setTimeout(() => void navigate({ href: CHECKOUT_PATH }), PROCEED_DELAY_MS);
  }

  const switchingTo = choosePlan.isPending ? choosePlan.variables : undefined;
  // The server lists every suitable plan, the current one included: offer only the others.
  const others = proposal.options.filter((option) => option.planId !== proposal.planId);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        Here's what we've got for you. <span className={styles.subheading}>You can edit it to something else if you prefer.</span>
      </h1>

      <PreviewCard preview={proposal.preview} label="Your plan" className={styles.preview} />

      <div className={styles.proceed}>
        <Button kind="primary" size="large" shape="round" block loading={proceeding} disabled={choosePlan.isPending} onClick={proceed}>
          Proceed
        </Button>
        <p className={styles.reassurance}>
          Nothing is charged yet. A prescriber reviews your consultation before your treatment is sent.
        </p>
      </div>

      {others.length > 0 && (
        <section className={styles.options} aria-labelledby="other-plans">
          <h2 id="other-plans" className={styles.optionsHeading}>
            Other plans that suit you
          </h2>
          {choosePlan.isError && (
            <p className={styles.error} role="alert">
              We couldn’t change your plan. {describeError(choosePlan.error)}
            </p>
          )}
          <ul className={styles.optionList}>
            {others.map((option) => (
              <li key={option.planId}>
                <PreviewCard preview={option} variant="compact" headingLevel={3}>
                  <Button
                    shape="round"
                    loading={switchingTo === option.planId}
                    disabled={proceeding || (choosePlan.isPending && switchingTo !== option.planId)}
                    onClick={() => choosePlan.mutate(option.planId)}
                    aria-label={`Choose ${option.treatment.title} instead`}
                  >
                    Choose this instead
                  </Button>
                </PreviewCard>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function NoProposal() {
  return (
    <StatusPage
      title="No treatment plan yet"
      actions={
        <AnchorButton href={CONSULTATION_PATH} kind="primary" size="large" shape="round">
          Start your free consultation
        </AnchorButton>
      }
    >
      <p>
        We don’t have a plan waiting for you at the moment. Answer a few questions about your skin and we’ll suggest a
        treatment, reviewed by our prescribers. It takes about 2 minutes.
      </p>
    </StatusPage>
  );
}

function ResultSkeleton() {
  return (
    <LoadingRegion label="Loading your treatment plan…" className={styles.page}>
      <div className={styles.skeletonStack}>
        <Skeleton width="80%" height={40} />
        <Skeleton width="60%" height={24} />
        <Skeleton height={280} radius={24} />
        <Skeleton height={52} radius={999} />
      </div>
    </LoadingRegion>
  );
}
