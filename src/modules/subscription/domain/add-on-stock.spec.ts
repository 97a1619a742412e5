import { ITEM_STATUSES } from './subscription-status';
import { type ChosenAddOn, splitBox, stockMoveFor } from './add-on-stock';

const serum: ChosenAddOn = { addOnId: 1, catalogueItemId: 880, code: '880S', name: 'Vitamin C 20% serum', pricePence: 3900, frequency: 'once' };
const hyaluronic: ChosenAddOn = { addOnId: 2, catalogueItemId: 882, code: '882S', name: 'Hyaluronic acid 2% serum', pricePence: 2900, frequency: 'every-delivery' };

describe('splitBox', () => {
  it('puts in the box only the add-ons the shelf gave a pack of, and names the rest sold out, in the order chosen', () => {
    expect(splitBox([serum, hyaluronic], new Set([882]))).toEqual({ inBox: [hyaluronic], soldOut: [serum] });
    expect(splitBox([serum, hyaluronic], new Set([880, 882]))).toEqual({ inBox: [serum, hyaluronic], soldOut: [] });
    expect(splitBox([serum, hyaluronic], new Set())).toEqual({ inBox: [], soldOut: [serum, hyaluronic] });
    expect(splitBox([], new Set([880]))).toEqual({ inBox: [], soldOut: [] });
  });
});

describe('stockMoveFor', () => {
  it('takes the packs when the supply ships, gives them back when it is cancelled or refunded, and keeps them reserved otherwise', () => {
    expect(Object.fromEntries(ITEM_STATUSES.map((status) => [status, stockMoveFor(status)]))).toEqual({
      upcoming: null,
      paid: null,
      packaging: null,
      waiting: null,
      shipped: 'take',
      cancelled: 'release',
      refunded: 'release',
    });
  });
});
