import { parsePracticeSearch } from './practice-search';

describe('parsePracticeSearch', () => {
  it('reads the start of a postcode, with or without its space', () => {
    expect(parsePracticeSearch('LS1')).toEqual({ kind: 'postcode', prefix: 'ls1' });
    expect(parsePracticeSearch(' ls1 1aa ')).toEqual({ kind: 'postcode', prefix: 'ls11aa' });
    expect(parsePracticeSearch('SW1A')).toEqual({ kind: 'postcode', prefix: 'sw1a' });
  });

  it('reads anything else as part of a name', () => {
    expect(parsePracticeSearch('  Riverside   Surgery ')).toEqual({ kind: 'name', text: 'riverside surgery' });
    expect(parsePracticeSearch('Leeds')).toEqual({ kind: 'name', text: 'leeds' });
  });

  it('refuses fewer than three letters or digits', () => {
    for (const text of ['', 'ab', ' a b ', '%%%', 'M1']) expect(parsePracticeSearch(text)).toBeNull();
  });
});
