import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { useState } from 'react';
import { BRAND_NAME } from '../../../lib/brand';
import styles from './second-factor.module.css';

interface RecoveryCodesProps {
  codes: string[];
  email: string;
  onContinue: () => void;
}

/** The recovery codes, the one time they are shown: save them, say so, go on. */
export function RecoveryCodes({ codes, email, onContinue }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const asText = `${BRAND_NAME} recovery codes for ${email}\nEach code signs you in once, instead of a code from your authenticator app.\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(asText);
    setCopied(true);
  };

  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([asText], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className={styles.step}>
      <h2 className={styles.heading}>Save your recovery codes</h2>
      <Alert
        type="warning"
        showIcon
        className={styles.alert}
        title="You will not see these codes again"
        description="If you lose your phone, each code lets you sign in once instead of a code from the app. Print them, write them down or keep them in a password manager: not on the phone itself."
      />
      <ol className={styles.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.codeActions}>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy codes'}</Button>
        <Button onClick={download}>Download as a text file</Button>
      </div>
      <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} className={styles.savedCheck}>
        I have saved these codes somewhere safe
      </Checkbox>
      <Button type="primary" block disabled={!saved} onClick={onContinue}>
        Continue
      </Button>
    </div>
  );
}
