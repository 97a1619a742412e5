import { addOnStock, packsByItem } from './add-on';

describe('addOnStock', () => {
  it('leaves to sell what is on the shelf less the packs reserved for charged boxes, never below none', () => {
    expect(addOnStock(50, 0)).toEqual({ onHand: 50, reserved: 0, available: 50 });
    expect(addOnStock(1, 1)).toEqual({ onHand: 1, reserved: 1, available: 0 });
    expect(addOnStock(3, 5)).toEqual({ onHand: 3, reserved: 5, available: 0 });
  });
});

describe('packsByItem', () => {
  it('counts the packs of each item, in ascending id order whatever the order listed', () => {
    expect(packsByItem([882, 880, 882])).toEqual([
      [880, 1],
      [882, 2],
    ]);
    expect(packsByItem([])).toEqual([]);
  });
});
