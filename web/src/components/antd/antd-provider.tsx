import ConfigProvider from 'antd/es/config-provider';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { cspNonce } from '../../lib/csp-nonce';
import { theme } from './antd-theme';

dayjs.locale('en-gb');

/** antd's CSS-in-JS and icon styles carry the page's nonce, so the content security policy lets them in. */
const csp = { nonce: cspNonce };

/**
 * The antd theme and British locale, for the lazily loaded areas built on antd.
 * Kept out of the app shell so public pages never download antd, its CSS-in-JS
 * runtime or dayjs.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={theme} csp={csp}>
      {children}
    </ConfigProvider>
  );
}
