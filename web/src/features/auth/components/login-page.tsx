import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AntdProvider } from '../../../components/antd/antd-provider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../api/get-session';
import { DEFAULT_AFTER_LOGIN_PATH } from '../lib/login-search';
import { LoginForm } from './login-form';
import { SecondFactorEnrolment } from './second-factor-enrolment';
import { SecondFactorStep } from './second-factor-step';
import styles from './login-page.module.css';

const loginRoute = getRouteApi('/v2/login');

// Not an app route yet, so it is a plain link (full page load) for now.
const CONSULTATION_PATH = '/consultation/generic';

/**
 * 'Welcome back!': email and password; for staff, then the second factor (set up at their
 * first sign-in). Which step shows comes from the session, so a reload, or a back-office page
 * sending a half-signed-in staff member here, lands on the right one.
 */
export function LoginPage() {
  useDocumentTitle('Log in');
  const { next } = loginRoute.useSearch();
  const pending = useSession().data?.secondFactor;
  const after = next ?? DEFAULT_AFTER_LOGIN_PATH;
  // Set-up ends on the recovery codes, after the session is already signed in: stay on it whatever the session says meanwhile.
  const [enrolling, setEnrolling] = useState<{ email: string } | null>(null);
  useEffect(() => {
    if (pending?.step === 'enrol') setEnrolling({ email: pending.email });
  }, [pending?.step, pending?.email]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Welcome back!
        </h1>
        {!pending && !enrolling && <p className={styles.intro}>Log in to see your treatment, chat with our team and share your progress.</p>}
        <AntdProvider>
          {enrolling || pending?.step === 'enrol' ? (
            <SecondFactorEnrolment email={enrolling?.email ?? pending!.email} next={after} />
          ) : pending?.step === 'verify' ? (
            <SecondFactorStep email={pending.email} next={after} />
          ) : (
            <LoginForm next={after} />
          )}
        </AntdProvider>
        {!pending && !enrolling && (
          <p className={styles.signUp}>
            <a href={CONSULTATION_PATH}>New here? Start your free consultation</a>
          </p>
        )}
      </section>
    </div>
  );
}
