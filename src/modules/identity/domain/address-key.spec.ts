import { addressKeyOf } from './address-key';

describe('addressKeyOf', () => {
  it('ignores spaces and case in the postcode and case and surrounding spaces in the first line', () => {
    expect(addressKeyOf({ postcode: 'ls1 1aa', address1: ' 1 High Street ' })).toEqual(addressKeyOf({ postcode: 'LS11AA', address1: '1 HIGH STREET' }));
    expect(addressKeyOf({ postcode: 'ls1 1aa', address1: '1 High Street' })).toEqual({ postcode: 'LS11AA', line1: '1 high street' });
  });

  it('keeps different first lines apart', () => {
    expect(addressKeyOf({ postcode: 'LS1 1AA', address1: '1 High Street' })).not.toEqual(addressKeyOf({ postcode: 'LS1 1AA', address1: '2 High Street' }));
  });
});
