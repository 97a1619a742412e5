import ConfigProvider from 'antd/es/config-provider';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { theme } from './antd-theme';

dayjs.locale('en-gb');

/**
 * The antd theme and British locale, for the lazily loaded areas built on antd.
 * Kept out of the app shell so public pages never download antd, its CSS-in-JS
 * runtime or dayjs.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
