import ConfigProvider from 'antd/es/config-provider';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { useMemo, type ReactNode } from 'react';
import { cspNonce } from '../../lib/csp-nonce';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { theme } from './antd-theme';

dayjs.locale('en-gb');

/** antd's CSS-in-JS and icon styles carry the page's nonce, so the content security policy lets them in. */
const csp = { nonce: cspNonce };

/**
 * The antd theme and British locale, for the lazily loaded areas built on antd.
 * Kept out of the app shell so public pages never download antd, its CSS-in-JS
 * runtime or dayjs.
 *
 * Visitors who ask their system for less motion get dialogs, drawers and menus that
 * appear without zooming or sliding (WCAG 2.3.3); our own CSS follows the same setting.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const themeForVisitor = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  return (
    <ConfigProvider locale={enGB} theme={themeForVisitor} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
