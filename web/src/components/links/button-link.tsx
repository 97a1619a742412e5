import Button, { type ButtonProps } from 'antd/es/button';
import { createLink } from '@tanstack/react-router';

// The router drops `type` when rendering a custom link component, so these buttons
// are styled with antd's `color` and `variant` props instead (type="primary" is
// color="primary" variant="solid").
function AnchorButton(props: Omit<ButtonProps, 'type' | 'htmlType'>) {
  return <Button {...props} />;
}

/** An antd Button that navigates inside the app (renders an `<a>`, typed `to`). */
export const ButtonLink = createLink(AnchorButton);
