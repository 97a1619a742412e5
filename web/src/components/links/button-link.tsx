import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonStyleProps } from '../buttons/button-class';

// The router drops `type` when rendering a custom link component, so the style is `kind`.
type StyledAnchorProps = ButtonStyleProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const StyledAnchor = forwardRef<HTMLAnchorElement, StyledAnchorProps>(function StyledAnchor(
  { kind, size, shape, block, className, ...rest },
  ref,
) {
  return <a ref={ref} {...rest} className={buttonClassName({ kind, size, shape, block, className })} />;
});

/** A button-styled link that navigates inside the app (renders an `<a>`, typed `to`). */
export const ButtonLink = createLink(StyledAnchor);
