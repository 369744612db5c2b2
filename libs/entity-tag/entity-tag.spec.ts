import { entityTag, notModified, parseIfNoneMatch } from './entity-tag.js';

describe('entityTag', () => {
  it('is a quoted, opaque strong tag, the same for the same variant and bytes', () => {
    const tag = entityTag('full', '{"id":"a"}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(entityTag('full', '{"id":"a"}')).toBe(tag);
  });

  it('differs when the bytes or the variant differ', () => {
    const tags = new Set([
      entityTag('full', '{"id":"a"}'),
      entityTag('full', '{"id":"b"}'),
      entityTag('card', '{"id":"a"}'),
      // The separator keeps variant and body apart: "ful" + "l…" is not "full" + "…".
      entityTag('ful', 'l{"id":"a"}'),
    ]);
    expect(tags.size).toBe(4);
  });

  it('carries nothing of the body in readable form', () => {
    expect(entityTag('full', '{"email":"ann@acme.com"}')).not.toMatch(
      /ann|acme/,
    );
  });
});

describe('parseIfNoneMatch', () => {
  it.each([
    ['*', '*'],
    [' * ', '*'],
    ['"a"', ['"a"']],
    ['W/"a"', ['"a"']],
    ['"a", W/"b" ,"c"', ['"a"', '"b"', '"c"']],
    ['"a",,"b"', ['"a"', '"b"']],
    ['""', ['""']],
    ['"a,b"', ['"a,b"']],
  ])('%j parses to %j', (value, expected) => {
    expect(parseIfNoneMatch(value)).toEqual(expected);
  });

  it.each([
    [''],
    [' , '],
    ['a'],
    ['"a'],
    ['"a" "b"'],
    ['"a", *'],
    ['w/"a"'],
    ['W/a'],
    ['"a b"'],
    ['"a\u0100"'],
  ])('%j is malformed (null: the precondition is ignored)', (value) => {
    expect(parseIfNoneMatch(value)).toBeNull();
  });
});

describe('notModified', () => {
  const current = entityTag('full', '{}');
  const opaque = current.slice(1, -1);

  it.each([
    ['the current tag', current],
    ['the current tag marked weak (weak comparison)', `W/${current}`],
    ['a list holding it', `"x", ${current}, W/"y"`],
    ['*', '*'],
  ])('is true for %s', (_label, header) => {
    expect(notModified(header, current)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['another tag', '"x"'],
    ['a list without it', '"x", W/"y"'],
    ['the tag without its quotes', opaque],
    ['a malformed header naming it', `${current} junk`],
    ['the tag of another variant', entityTag('card', '{}')],
  ])('is false for %s', (_label, header) => {
    expect(notModified(header, current)).toBe(false);
  });
});
