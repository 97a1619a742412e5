import { useId, useState } from 'react';
import { slugify } from '../../lib/slugify';
import type { Faq } from './faq';
import { FaqItem } from './faq-item';
import styles from './faq-block.module.css';

interface FaqBlockProps {
  faqs: readonly Faq[];
  title?: string;
  /** A small label above the title, e.g. 'FAQ'. */
  chip?: string;
  /** The title's level; each question is one level below. */
  headingLevel?: 2 | 3;
  /** This question starts open (it must be one of `faqs`). */
  initiallyOpen?: string;
  /** Gives each question an id from its text, so a #fragment can point at it. */
  withAnchors?: boolean;
  className?: string;
}

/**
 * Questions that open one at a time. Built on native buttons rather than antd's
 * Collapse, whose headers are focusable divs that ignore the space bar.
 */
export function FaqBlock({ faqs, title, chip, headingLevel = 2, initiallyOpen, withAnchors, className }: FaqBlockProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(() => {
    const index = faqs.findIndex((faq) => faq.q === initiallyOpen);
    return index === -1 ? null : index;
  });
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const questionLevel = title ? ((headingLevel + 1) as 3 | 4) : headingLevel;

  return (
    <section
      className={className ? `${styles.block} ${className}` : styles.block}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Frequently asked questions'}
    >
      {(chip || title) && (
        <div className={styles.header}>
          {chip && <p className={styles.chip}>{chip}</p>}
          {title && (
            <Title id={titleId} className={styles.title}>
              {title}
            </Title>
          )}
        </div>
      )}
      <div className={styles.list}>
        {faqs.map((faq, index) => (
          <FaqItem
            key={faq.q}
            faq={faq}
            anchorId={withAnchors ? slugify(faq.q) : undefined}
            headingLevel={questionLevel}
            open={openIndex === index}
            onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
          />
        ))}
      </div>
    </section>
  );
}
