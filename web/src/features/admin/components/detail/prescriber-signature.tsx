import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import styles from './review-decision.module.css';

/** Named as the server names them, so its message shows under the field the prescriber used. */
export interface SignatureFields {
  signature_password?: string;
  signature_code?: string;
}

/**
 * How the prescriber confirms it is them signing a prescription (HMR 2012 reg 219): their
 * password, or a code from their authenticator app. `field` is the one the dialog shows, and
 * `of` the request's part for it.
 */
export function useSignatureMethod() {
  const [withCode, setWithCode] = useState(false);
  const field: keyof SignatureFields = withCode ? 'signature_code' : 'signature_password';
  return {
    withCode,
    toggle: () => setWithCode((current) => !current),
    field,
    of: ({ signature_password, signature_code }: SignatureFields) => (withCode ? { signature_code: signature_code!.trim() } : { signature_password: signature_password! }),
  };
}

/** The password (or authenticator code) field of an approve dialog's form, and the switch between them. */
export function PrescriberSignature({ method }: { method: ReturnType<typeof useSignatureMethod> }) {
  return (
    <>
      {method.withCode ? (
        <Form.Item name="signature_code" label="Authenticator code" extra="The 6 digits your authenticator app shows now." rules={[{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: 'Enter the 6 digits your app shows.' }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} autoFocus />
        </Form.Item>
      ) : (
        <Form.Item name="signature_password" label="Your password" extra="Confirms it is you signing this prescription." rules={[{ required: true, message: 'Enter your password to sign.' }]}>
          <Input.Password autoComplete="current-password" maxLength={128} autoFocus />
        </Form.Item>
      )}
      <Button type="link" className={styles.switch} onClick={method.toggle}>
        {method.withCode ? 'Use my password instead' : 'Use a code from my authenticator app instead'}
      </Button>
    </>
  );
}
