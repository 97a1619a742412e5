import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { buttonClassName, type ButtonStyleProps } from './button-class';

interface AnchorButtonProps extends ButtonStyleProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  icon?: ReactNode;
}

/** A plain link (full page load or outside the app) that looks like a button. */
export function AnchorButton({ kind, size, shape, block, icon, className, children, ...rest }: AnchorButtonProps) {
  return (
    <a {...rest} className={buttonClassName({ kind, size, shape, block, className })}>
      {icon}
      {children}
    </a>
  );
}
