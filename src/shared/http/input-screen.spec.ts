import { findInputProblem, LONE_SURROGATE_MESSAGE, MAX_BODY_DEPTH, NUL_MESSAGE } from './input-screen';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

describe('findInputProblem', () => {
  it('lets ordinary text through: accents, emoji (surrogate pairs), tabs and newlines', () => {
    expect(findInputProblem({ name: 'Ñuñez-Åberg 🙂', note: 'line one\n\tline two', tags: ['a', 'b'], n: 1, ok: true, none: null })).toBeUndefined();
  });

  it('names the path of a NUL or a lone surrogate, in values and in keys', () => {
    expect(findInputProblem({ address: { city: 'Le\u0000eds' } })).toMatchObject({ code: 'REQUEST.INVALID', fields: { 'address.city': [NUL_MESSAGE] } });
    expect(findInputProblem({ items: ['ok', '\ud800'] })).toMatchObject({ fields: { 'items.1': [LONE_SURROGATE_MESSAGE] } });
    expect(findInputProblem({ items: ['\udc00x'] })).toMatchObject({ fields: { 'items.0': [LONE_SURROGATE_MESSAGE] } });
    expect(findInputProblem({ 'bad\u0000key': 1 })).toMatchObject({ fields: { 'bad\u0000key': [NUL_MESSAGE] } });
  });

  it(`allows ${MAX_BODY_DEPTH} levels and refuses one more`, () => {
    expect(findInputProblem(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(findInputProblem(nested(MAX_BODY_DEPTH + 1))).toMatchObject({ code: 'REQUEST.TOO_DEEP' });
  });

  it('walks a body far deeper than the stack allows without overflowing', () => {
    let deep: unknown[] = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findInputProblem(deep)).toMatchObject({ code: 'REQUEST.TOO_DEEP' });
  });
});
