import ConfigProvider from 'antd/es/config-provider';
import enGB from 'antd/locale/en_GB';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { connectApiClientToSession } from './configure-api';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

dayjs.locale('en-gb');
connectApiClientToSession();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={enGB} theme={theme}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
