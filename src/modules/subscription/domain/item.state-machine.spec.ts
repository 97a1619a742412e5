import { TransitionRefusedError } from '../../../shared/domain/lifecycle';
import { dropUnpaidSupplies, ITEM_LIFECYCLE, STATUS_SELECT_TRANSITIONS } from './item.state-machine';
import { ITEM_STATUSES, type ItemStatus } from './subscription-status';

const supply = (status: ItemStatus) => ({ status });

describe('the subscription item lifecycle', () => {
  it('is paid, waits for the customer and is shipped by the engine and staff, as declared', () => {
    const item = supply('upcoming');
    ITEM_LIFECYCLE.take(item, 'await-customer', 'billing');
    ITEM_LIFECYCLE.take(item, 'await-customer', 'billing');
    ITEM_LIFECYCLE.take(item, 'pay', 'billing');
    expect(ITEM_LIFECYCLE.take(item, 'ship', 'staff')).toEqual({ from: 'paid', to: 'shipped' });
  });

  it('refuses shipping a supply that is not paid, and changes nothing', () => {
    const item = supply('upcoming');
    expect(() => ITEM_LIFECYCLE.take(item, 'ship', 'staff')).toThrow(TransitionRefusedError);
    expect(() => ITEM_LIFECYCLE.take(item, 'ship', 'staff')).toThrow('This subscription item is upcoming: it cannot ship (only from paid).');
    expect(item.status).toBe('upcoming');
  });

  /** Where the back office's status select can take a supply from each status, by any of its transitions. */
  const selectable = (from: ItemStatus) => ITEM_STATUSES.filter((to) => to !== from && STATUS_SELECT_TRANSITIONS.some((name) => ITEM_LIFECYCLE.allows(name, from, 'staff', to)));

  it("lets staff's status select move a supply only between statuses that claim nothing its flows did not make true", () => {
    expect(Object.fromEntries(ITEM_STATUSES.map((from) => [from, selectable(from)]))).toEqual({
      upcoming: ['cancelled', 'waiting'],
      waiting: ['upcoming', 'cancelled'],
      cancelled: ['upcoming', 'waiting'],
      paid: ['packaging'],
      packaging: ['paid'],
      shipped: [],
      refunded: [],
    });
    expect(ITEM_LIFECYCLE.allows('set', 'upcoming', 'customer', 'waiting')).toBe(false);
  });

  it('refuses every other move of the select with the code naming its flow, changing nothing', () => {
    for (const from of ITEM_STATUSES) {
      for (const to of ITEM_STATUSES.filter((each) => each !== from && !selectable(from).includes(each))) {
        const item = supply(from);
        expect(() => ITEM_LIFECYCLE.take(item, 'set', 'staff', to)).toThrow(expect.objectContaining({ code: 'SUBSCRIPTION_ITEM.STATUS_NEEDS_ITS_FLOW' }));
        expect(item.status).toBe(from);
      }
    }
    // The HTTP answers, with the other sentences, are in admin-back-office.test.ts; a refund cannot be made there cheaply.
    expect(() => ITEM_LIFECYCLE.take(supply('refunded'), 'set', 'staff', 'upcoming')).toThrow('This supply has been refunded: its refund stays on the record, and the status cannot be changed by hand.');
  });

  it('drops the supplies not yet paid for when a subscription ends, keeping the rest for the record', () => {
    const items = (['shipped', 'paid', 'packaging', 'waiting', 'upcoming'] as const).map(supply);
    dropUnpaidSupplies(items, 'customer');
    expect(items.map((item) => item.status)).toEqual(['shipped', 'paid', 'packaging', 'cancelled', 'cancelled']);
  });
});
