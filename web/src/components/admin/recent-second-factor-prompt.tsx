import type { InputRef } from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';
import { provideSecondFactorPrompt } from '../../lib/api/recent-second-factor';
import { CodeEntryForm } from '../second-factor/code-entry-form';
import { recoverWithCode } from '../second-factor/api/recover-with-code';
import { verifySecondFactor } from '../second-factor/api/verify-second-factor';

type Resolve = (passed: boolean) => void;

/**
 * Asks for the authenticator code when the server wants a recent second factor before an
 * action (approving, shipping, exporting the register); the API client then sends the action
 * again. Mounted once by the back office's layout. Closing it leaves the action refused.
 */
export function RecentSecondFactorPrompt() {
  const [waiting, setWaiting] = useState<Resolve | null>(null);
  const codeInput = useRef<InputRef>(null);

  useEffect(() => {
    const remove = provideSecondFactorPrompt(() => new Promise<boolean>((resolve) => setWaiting(() => resolve)));
    return () => {
      remove();
      setWaiting((resolve: Resolve | null) => {
        resolve?.(false);
        return null;
      });
    };
  }, []);

  const finish = (passed: boolean) => {
    waiting?.(passed);
    setWaiting(null);
  };

  return (
    <Modal
      title="Confirm it is you"
      open={waiting !== null}
      onCancel={() => finish(false)}
      afterOpenChange={(open) => open && codeInput.current?.focus()}
      footer={null}
      width={420}
      destroyOnHidden
    >
      <p>It has been a while since you last entered a code. Approving, shipping and exporting the register need a recent one from your authenticator app.</p>
      <CodeEntryForm
        submitLabel="Confirm and continue"
        checkCode={verifySecondFactor}
        checkRecoveryCode={recoverWithCode}
        onVerified={() => finish(true)}
        inputRef={codeInput}
      />
    </Modal>
  );
}
