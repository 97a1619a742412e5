import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  /** Any CSS length; defaults to the full width. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Instead of a height: keeps the box the shape of the content it stands for, e.g. '4 / 3'. */
  aspectRatio?: CSSProperties['aspectRatio'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/**
 * A placeholder the size of content still loading, so nothing moves when it arrives.
 * CSS only (no antd Skeleton) to keep public pages light. Hidden from assistive
 * technology: the region that loads says so with aria-busy.
 */
export function Skeleton({ width = '100%', height, aspectRatio, radius = 12, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height, aspectRatio, borderRadius: radius }}
    />
  );
}

/** A page's stand-in while it loads: busy for assistive technology, which hears `label` ('Loading your checkout…'). */
export function LoadingRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}
