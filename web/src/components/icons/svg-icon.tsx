import styles from './svg-icon.module.css';

/** A decorative single-path icon in the 896-unit grid of Ant Design's icon set, sized by font-size. */
export function SvgIcon({ path }: { path: string }) {
  return (
    <svg viewBox="64 64 896 896" className={styles.icon} aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
