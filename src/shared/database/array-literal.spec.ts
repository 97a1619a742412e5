import { arrayLiteral } from './array-literal';

describe('arrayLiteral', () => {
  it('writes whole numbers as PostgreSQL reads an int[]', () => {
    expect(arrayLiteral([3, 1, 2])).toBe('{3,1,2}');
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral([7.9])).toBe('{7}');
  });

  it('quotes text, so a comma, brace, quote or backslash stays inside its element', () => {
    expect(arrayLiteral(['2026-11-30', '2026-12-01'])).toBe('{"2026-11-30","2026-12-01"}');
    expect(arrayLiteral(['a,b', '{c}', 'say "hi"', 'back\\slash'])).toBe('{"a,b","{c}","say \\"hi\\"","back\\\\slash"}');
  });
});
