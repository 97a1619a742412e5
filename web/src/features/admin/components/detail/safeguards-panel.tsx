import { usePrescriberProfile } from '../../api/get-prescriber-profile';
import { Panel } from './panel';
import { SafeguardsSection } from './safeguards-section';

/** The review's safeguards on the subscription page: what the prescriber sees before opening the approve dialog, and where they record a verification. */
export function SafeguardsPanel({ subscriptionId }: { subscriptionId: number }) {
  const prescriber = usePrescriberProfile();
  return (
    <Panel title="Safeguards">
      <SafeguardsSection subscriptionId={subscriptionId} mayRecord={Boolean(prescriber.data?.profile)} />
    </Panel>
  );
}
