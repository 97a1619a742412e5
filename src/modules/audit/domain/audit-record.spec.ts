import { changedFields } from './audit-record';

describe('changedFields', () => {
  it('keeps only what differs, with empty values as null and objects as JSON', () => {
    expect(changedFields({ city: 'Leeds', address2: '', note: 'a', tags: [1] }, { city: 'York', address2: undefined, note: 'a', tags: [2] })).toEqual([
      { field: 'city', from: 'Leeds', to: 'York' },
      { field: 'tags', from: '[1]', to: '[2]' },
    ]);
  });
});
