import { useId } from 'react';
import type { Faq } from './faq';
import styles from './faq-block.module.css';

interface FaqItemProps {
  faq: Faq;
  anchorId?: string;
  headingLevel: 2 | 3 | 4;
  open: boolean;
  onToggle: () => void;
}

export function FaqItem({ faq, anchorId, headingLevel, open, onToggle }: FaqItemProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div id={anchorId} className={open ? `${styles.item} ${styles.open}` : styles.item}>
      <Heading className={styles.question}>
        <button
          type="button"
          id={`${id}-q`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={onToggle}
        >
          <span>{faq.q}</span>
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </Heading>
      {/* Kept in the page while closed so find-in-page and search engines see it. */}
      <div
        id={`${id}-a`}
        className={styles.answer}
        hidden={!open}
        // The server sanitises answers (an allow-list of formatting tags) before sending them.
        dangerouslySetInnerHTML={{ __html: faq.a }}
      />
    </div>
  );
}
