import { getRouteApi } from '@tanstack/react-router';
import { AntdProvider } from '../../../components/antd/antd-provider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEFAULT_AFTER_LOGIN_PATH } from '../lib/login-search';
import { LoginForm } from './login-form';
import styles from './login-page.module.css';

const loginRoute = getRouteApi('/v2/login');

// Not an app route yet, so it is a plain link (full page load) for now.
const CONSULTATION_PATH = '/consultation/generic';

export function LoginPage() {
  useDocumentTitle('Log in');
  const { next } = loginRoute.useSearch();

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Welcome back!
        </h1>
        <p className={styles.intro}>Log in to see your treatment, chat with our team and share your progress.</p>
        <AntdProvider>
          <LoginForm next={next ?? DEFAULT_AFTER_LOGIN_PATH} />
        </AntdProvider>
        <p className={styles.signUp}>
          <a href={CONSULTATION_PATH}>New here? Start your free consultation</a>
        </p>
      </section>
    </div>
  );
}
