import { useId, useState } from 'react';
import { LoadError } from '../feedback/load-error';
import { Skeleton } from '../feedback/skeleton';
import { useBeforeAfterCases, type BeforeAfterCase } from './api/get-before-after-cases';
import { BeforeAfterSlider } from './before-after-slider';
import { formulaLabel } from './formula-label';
import styles from './before-after-showcase.module.css';

// The photos' own size (the SVGs' viewBox): fixes the frame's shape before they load.
const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 600;

interface BeforeAfterShowcaseProps {
  title?: string;
  intro?: string;
  /** A treatment or condition slug: the first patient on a matching formula is shown first. */
  relatedTo?: string;
  className?: string;
}

/** Sample results: pick a patient, then drag to compare their before and after photos. */
export function BeforeAfterShowcase({
  title = 'Real results, real skin',
  intro = 'Drag the slider to compare. Every patient’s treatment is personalised, and results vary from person to person.',
  relatedTo,
  className,
}: BeforeAfterShowcaseProps) {
  const titleId = useId();
  const cases = useBeforeAfterCases();
  const [selectedId, setSelectedId] = useState<BeforeAfterCase['id'] | null>(null);
  const list = cases.data?.cases ?? [];
  const selected =
    list.find((item) => item.id === selectedId) ?? list.find((item) => isRelated(item, relatedTo)) ?? list[0];

  return (
    <section className={className ? `${styles.showcase} ${className}` : styles.showcase} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.intro}>{intro}</p>
        {cases.isPending && <CasePickerSkeleton />}
        {list.length > 1 && (
          <div className={styles.picker} role="group" aria-label="Choose a patient">
            {list.map((item) => (
              <button
                key={item.id}
                type="button"
                className={styles.pick}
                aria-pressed={item.id === selected?.id}
                onClick={() => setSelectedId(item.id)}
              >
                <span className={styles.pickName}>{item.firstName}</span>
                <span className={styles.pickDetail}>{formulaLabel(item.formula)}</span>
              </button>
            ))}
          </div>
        )}
      </div>
      <div className={styles.media} aria-busy={cases.isPending}>
        {cases.isPending && <Skeleton aspectRatio={`${PHOTO_WIDTH} / ${PHOTO_HEIGHT}`} radius={20} />}
        {cases.isError && <LoadError what="our patients’ results" error={cases.error} onRetry={() => void cases.refetch()} />}
        {selected && (
          <>
            <BeforeAfterSlider
              key={selected.id}
              before={{ src: selected.beforeImageUrl, alt: `${selected.firstName}’s skin before treatment` }}
              after={{ src: selected.afterImageUrl, alt: `${selected.firstName}’s skin after treatment` }}
              label={`Compare ${selected.firstName}’s skin before and after`}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
            />
            <ul className={styles.tags} aria-label={`About ${selected.firstName}`}>
              <li>{selected.firstName}</li>
              <li>Age {selected.age}</li>
              <li>{formulaLabel(selected.formula)} formula</li>
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/** 'acne' matches the acne, hormonal-acne and hormonal-acne-pill pages. */
function isRelated(item: BeforeAfterCase, slug: string | undefined): boolean {
  return !!slug && (item.formula === slug || slug.split('-').includes(item.formula));
}

function CasePickerSkeleton() {
  return (
    <div className={styles.picker} aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={62} radius={14} />
      ))}
    </div>
  );
}
