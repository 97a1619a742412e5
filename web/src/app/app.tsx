import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { connectApiClientToSession } from './configure-api';
import { queryClient } from './query-client';
import { router } from './router';

connectApiClientToSession();

// No antd here: public pages use plain components, and the areas built on antd wrap
// themselves in AntdProvider so its runtime, dayjs and the locale load with them.
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
