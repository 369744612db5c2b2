import { jsonShapeProblem } from './json-shape.js';

/** `{ "a": { "a": … 1 } }`, `levels` objects deep. */
const nestObjects = (levels: number): unknown =>
  JSON.parse('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));
/** `[[[ … ]]]`, `levels` arrays deep (built as text: a recursive builder would overflow). */
const nestArrays = (levels: number): unknown =>
  JSON.parse('['.repeat(levels) + ']'.repeat(levels));

const limits = { maxFieldDepth: 10, maxValues: 100 };

describe('jsonShapeProblem', () => {
  it.each([
    ['scalars only', { email: 'a@b.co', name: 'A' }],
    ['an empty object and array', { metadata: {}, tags: [] }],
    ['a field nested 10 levels', { metadata: nestObjects(10) }],
    ['arrays nested 10 levels', { metadata: { a: nestArrays(9) } }],
    ['exactly 100 values', { list: Array.from({ length: 99 }, () => 0) }],
  ])('accepts %s', (_label, body) => {
    expect(jsonShapeProblem(body, limits)).toBeNull();
  });

  it.each([
    ['metadata nested 11 levels', { metadata: nestObjects(11) }, 'metadata'],
    ['5,000 nested objects', { metadata: nestObjects(5000) }, 'metadata'],
    ['5,000 nested arrays', { metadata: { a: nestArrays(5000) } }, 'metadata'],
    ['20,000 nested arrays as name', { name: nestArrays(20_000) }, 'name'],
    ['an unknown field nested deep', { x: nestArrays(50) }, 'x'],
  ])('refuses %s, naming the field', (_label, body, field) => {
    expect(jsonShapeProblem(body, limits)).toEqual({
      field,
      message: `${field} must be nested at most 10 levels deep`,
    });
  });

  it('refuses more values than the limit, counted at every depth', () => {
    expect(
      jsonShapeProblem(
        { metadata: { a: [1, 2, 3], b: { c: Array(97).fill(null) } } },
        limits,
      ),
    ).toEqual({ message: 'The request body must hold at most 100 values' });
  });
});
