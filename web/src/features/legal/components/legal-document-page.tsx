import { Link, useLocation } from '@tanstack/react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageSection } from '../../../components/layout/page-section';
import { formatLongDate } from '../../../lib/format/format-long-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { useScrollIntoView } from '../../../lib/use-scroll-into-view';
import { useLegalDocument, type LegalDocument, type LegalDocumentSlug } from '../api/get-legal-document';
import { LinkedText } from './linked-text';
import styles from './legal-document-page.module.css';

const TITLES: Record<LegalDocumentSlug, string> = { terms: 'Terms and conditions', 'privacy-policy': 'Privacy policy' };
const OTHER: Record<LegalDocumentSlug, { to: '/terms' | '/privacy-policy'; label: string }> = {
  terms: { to: '/privacy-policy', label: 'Privacy policy' },
  'privacy-policy': { to: '/terms', label: 'Terms and conditions' },
};

/** The terms or the privacy policy, as the server words them: contents, numbered sections, the PDF beside it. */
export function LegalDocumentPage({ slug }: { slug: LegalDocumentSlug }) {
  useDocumentTitle(TITLES[slug]);
  const legal = useLegalDocument(slug);
  // The server never sees the #fragment (the footer's Refunds link is /terms#refunds); once the
  // page is live and its sections are there, the section it names is brought into view.
  const fragment = useLocation({ select: (location) => location.hash });
  const hydrated = useHydrated();
  const sectionIds = legal.data?.sections.map((section) => section.id) ?? [];
  useScrollIntoView(hydrated && sectionIds.includes(fragment) ? fragment : undefined);

  return (
    <PageSection>
      <article className={styles.document}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Legal</p>
          <h1 className={styles.title}>{TITLES[slug]}</h1>
          {legal.data && <DocumentFacts document={legal.data} other={OTHER[slug]} />}
        </header>
        {legal.isPending && <DocumentSkeleton />}
        {legal.isError && <LoadError what={`our ${TITLES[slug].toLowerCase()}`} error={legal.error} onRetry={() => void legal.refetch()} />}
        {legal.data && <DocumentBody document={legal.data} />}
      </article>
    </PageSection>
  );
}

function DocumentFacts({ document, other }: { document: LegalDocument; other: (typeof OTHER)[LegalDocumentSlug] }) {
  return (
    <>
      <p className={styles.version}>
        Version {document.version} · Last updated <time dateTime={document.effectiveOn}>{formatLongDate(document.effectiveOn)}</time>
      </p>
      <p className={styles.summary}>{document.summary}</p>
      <ul className={styles.actions}>
        <li>
          {/* Saved under the server's name for it, which carries the version ('terms-1.0.pdf'). */}
          <a href={document.pdfPath} download className={styles.pdf}>
            Download as PDF
          </a>
        </li>
        <li>
          <Link to={other.to}>{other.label}</Link>
        </li>
      </ul>
    </>
  );
}

function DocumentBody({ document }: { document: LegalDocument }) {
  return (
    <>
      <nav aria-label="Contents" className={styles.contents}>
        <h2 className={styles.contentsTitle}>Contents</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
          <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
            <span className={styles.number}>{index + 1}.</span> {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <div key={paragraphIndex} className={styles.paragraph}>
              <p>
                <LinkedText text={paragraph.text} />
              </p>
              {paragraph.list && (
                <ul>
                  {paragraph.list.map((item) => (
                    <li key={item}>
                      <LinkedText text={item} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function DocumentSkeleton() {
  return (
    <div aria-hidden="true" className={styles.skeleton}>
      <Skeleton width="60%" height={18} />
      <Skeleton width="100%" height={120} radius={16} />
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeleton}>
          <Skeleton width="45%" height={28} />
          <Skeleton width="100%" height={16} />
          <Skeleton width="92%" height={16} />
          <Skeleton width="80%" height={16} />
        </div>
      ))}
    </div>
  );
}

export const TermsPage = () => <LegalDocumentPage slug="terms" />;
export const PrivacyPolicyPage = () => <LegalDocumentPage slug="privacy-policy" />;
