import { TransitionRefusedError } from '../../../shared/domain/lifecycle';
import { dropUnpaidSupplies, ITEM_LIFECYCLE } from './item.state-machine';
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

  it('lets staff set any status at any time (spec §4), and no one else', () => {
    for (const from of ITEM_STATUSES) for (const to of ITEM_STATUSES) expect(ITEM_LIFECYCLE.allows('set', from, 'staff', to)).toBe(true);
    expect(ITEM_LIFECYCLE.allows('set', 'upcoming', 'customer', 'shipped')).toBe(false);
    const item = supply('shipped');
    ITEM_LIFECYCLE.take(item, 'set', 'staff', 'refunded');
    expect(item.status).toBe('refunded');
  });

  it('drops the supplies not yet paid for when a subscription ends, keeping the rest for the record', () => {
    const items = (['shipped', 'paid', 'packaging', 'waiting', 'upcoming'] as const).map(supply);
    dropUnpaidSupplies(items, 'customer');
    expect(items.map((item) => item.status)).toEqual(['shipped', 'paid', 'packaging', 'cancelled', 'cancelled']);
  });
});
