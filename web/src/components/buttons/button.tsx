import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { buttonClassName, spinnerClassName, type ButtonStyleProps } from './button-class';

interface ButtonProps extends ButtonStyleProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  htmlType?: 'button' | 'submit';
  icon?: ReactNode;
  /** Shows a spinner and ignores clicks until the work is done. */
  loading?: boolean;
}

/** A native button styled like the antd theme, without antd's runtime (public pages stay light). */
export function Button({ kind, size, shape, block, htmlType = 'button', icon, loading, className, onClick, children, ...rest }: ButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      {...rest}
      type={htmlType}
      aria-busy={loading || undefined}
      onClick={click}
      className={buttonClassName({ kind, size, shape, block, loading, iconOnly: !children && !!icon, className })}
    >
      {loading ? <span className={spinnerClassName} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
