import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerDataLoader, type PageData } from '../../../lib/api/client';
import { ItemFulfilmentActions } from './item-fulfilment-actions';

/** The dispatch list's answer for a supply just approved: on the list, neither check made yet. */
const ORDER = {
  order: {
    item_id: 7,
    order_id: 'ORD-7',
    script_ref: 'RX-7',
    status: 'paid',
    check_stage: 'awaiting_clinical',
    clinical_check: null,
    accuracy_check: null,
  },
};

/** Answers the component's reads in-process; the dispatch order only when the test says it has arrived. */
function serveReads() {
  let arrive: (page: PageData) => void = () => undefined;
  const order = new Promise<PageData>((resolve) => (arrive = resolve));
  setServerDataLoader((path) => {
    if (path === '/v2/admin/data/dispatch/items/7') return order;
    if (path === '/v2/admin/data/pharmacy-status') return Promise.resolve({ status: 200, json: JSON.stringify({ responsible_pharmacist: null }) });
    return new Promise<PageData>(() => undefined);
  });
  return { orderArrives: () => arrive({ status: 200, json: JSON.stringify(ORDER) }) };
}

describe("a supply's actions on the subscription page", () => {
  beforeEach(() => {
    // jsdom measures nothing; antd's menus only ask to be told of size changes.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  });

  it('keeps the Documents menu open when the dispatch order arrives after it was opened', async () => {
    const reads = serveReads();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ItemFulfilmentActions item={{ id: 7, status: 'paid' }} gpLetter={{ available: false, reason: 'The patient did not consent.' }} />
      </QueryClientProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('menuitem', { name: 'GP Letter (not available)' })).toHaveProperty('ariaDisabled', 'true');

    await act(async () => reads.orderArrives());
    expect(await screen.findByText('ORD-7 · RX-7')).toBeDefined();

    // Drawn anew, the dropdown would have shut and forgotten its menu.
    const menu = screen.getByRole('menuitem', { name: 'GP Letter (not available)' }).closest('.ant-dropdown');
    expect(menu?.classList.contains('ant-dropdown-hidden')).toBe(false);
  });
});
