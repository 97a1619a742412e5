import styles from './button.module.css';

export type ButtonKind = 'primary' | 'default' | 'text';

export interface ButtonStyleProps {
  /** Solid accent, outlined (the default) or borderless. */
  kind?: ButtonKind;
  size?: 'middle' | 'large';
  shape?: 'default' | 'round';
  /** Full width. */
  block?: boolean;
}

interface ClassOptions extends ButtonStyleProps {
  iconOnly?: boolean;
  loading?: boolean;
  className?: string;
}

export function buttonClassName({ kind = 'default', size, shape, block, iconOnly, loading, className }: ClassOptions) {
  return [
    styles.button,
    styles[kind],
    size === 'large' && styles.large,
    shape === 'round' && styles.round,
    block && styles.block,
    iconOnly && styles.iconOnly,
    loading && styles.loading,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export const spinnerClassName = styles.spinner;
