import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { Logo } from '../brand/logo';
import { AnchorButton } from '../buttons/anchor-button';
import { ArrowLeftIcon } from '../icons/arrow-left-icon';
import { BackActionProvider, useCurrentBackAction } from './back-action';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import styles from './back-layout.module.css';

interface BackLayoutProps {
  /** A same-site path, already checked by the caller. */
  backTo: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * For focused flows: a back button and the logo instead of navigation and the promo banner.
 * The one Back button leaves for `backTo`, unless the page holds a step back of its own
 * (`useBackAction`), which it takes first.
 */
export function BackLayout(props: BackLayoutProps) {
  return (
    <BackActionProvider>
      <BackLayoutShell {...props} />
    </BackActionProvider>
  );
}

function BackLayoutShell({ backTo, children, footer }: BackLayoutProps) {
  const router = useRouter();
  const inPageStep = useCurrentBackAction();

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    // Leave modified clicks (new tab, new window) to the browser.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (inPageStep) inPageStep.run();
    else void router.navigate({ href: backTo });
  }

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <AnchorButton kind="text" href={backTo} onClick={goBack} icon={<ArrowLeftIcon />} className={styles.back}>
            Back
            {inPageStep && <span className="visually-hidden"> {inPageStep.description}</span>}
          </AnchorButton>
          <Logo />
          <span className={styles.balance} aria-hidden="true" />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
