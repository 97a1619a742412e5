import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SLIDER_MAX, SLIDER_MIN, SLIDER_START, sliderValueAt, sliderValueForKey } from './slider-keys';
import styles from './before-after-slider.module.css';

interface SliderImage {
  src: string;
  alt: string;
}

interface BeforeAfterSliderProps {
  before: SliderImage;
  after: SliderImage;
  /** The slider's accessible name, e.g. "Compare Sarah's skin before and after". */
  label: string;
  width: number;
  height: number;
}

/**
 * Two photos on top of each other; the handle shows more of one or the other. The
 * whole picture is the drag area (pointer events, so mouse, pen and touch alike);
 * the handle is a keyboard-operable role="slider".
 */
export function BeforeAfterSlider({ before, after, label, width, height }: BeforeAfterSliderProps) {
  const [value, setValue] = useState(SLIDER_START);
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const draggingRef = useRef(false);

  function moveTo(clientX: number) {
    const frame = frameRef.current;
    if (!frame) return;
    const box = frame.getBoundingClientRect();
    setValue(sliderValueAt(clientX, box.left, box.width));
  }

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    draggingRef.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    handleRef.current?.focus({ preventScroll: true });
    moveTo(event.clientX);
  }

  function drag(event: PointerEvent<HTMLDivElement>) {
    if (draggingRef.current) moveTo(event.clientX);
  }

  function endDrag() {
    draggingRef.current = false;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = sliderValueForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  }

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      style={{ aspectRatio: `${width} / ${height}` }}
      onPointerDown={startDrag}
      onPointerMove={drag}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <img src={after.src} alt={after.alt} width={width} height={height} loading="lazy" draggable={false} className={styles.image} />
      <div className={styles.beforeLayer} style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}>
        <img src={before.src} alt={before.alt} width={width} height={height} loading="lazy" draggable={false} className={styles.image} />
      </div>
      <span className={`${styles.tag} ${styles.tagBefore}`} aria-hidden="true">
        Before
      </span>
      <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
        After
      </span>
      <div
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={SLIDER_MIN}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={value}
        aria-valuetext={`${value}% before, ${100 - value}% after`}
        aria-orientation="horizontal"
        className={styles.handle}
        style={{ left: `${value}%` }}
        onKeyDown={onKeyDown}
      >
        <span className={styles.knob} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
            <path d="M9 6 3 12l6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </div>
    </div>
  );
}
