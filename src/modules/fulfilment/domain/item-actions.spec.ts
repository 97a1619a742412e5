import { itemActions } from './item-actions';

describe('itemActions (spec §4)', () => {
  it('ships only a paid item, which can be changed but not removed', () => {
    expect(itemActions('paid')).toEqual({ ship: true, documents: true, labelDownload: false, change: true, remove: false });
  });

  it('offers the label once shipped, and no change or removal', () => {
    expect(itemActions('shipped')).toEqual({ ship: false, documents: true, labelDownload: true, change: false, remove: false });
  });

  it('offers no documents for an upcoming supply', () => {
    expect(itemActions('upcoming')).toEqual({ ship: false, documents: false, labelDownload: false, change: true, remove: true });
  });

  it.each(['packaging', 'cancelled', 'waiting', 'refunded'])('%s: documents, change and remove, no shipping', (status) => {
    expect(itemActions(status)).toEqual({ ship: false, documents: true, labelDownload: false, change: true, remove: true });
  });
});
