import { headcountRangesIn, rangeLabel } from './headcount-range.js';

const ranges = (block: string) => headcountRangesIn(block).map((r) => r.value);

describe('headcountRangesIn: a stated range is a range, never a count', () => {
  it.each([
    ['We are 51–200 employees strong.', '51-200'],
    ['A team of between 10 and 50 people.', '11-50'],
    ['Company size: 11-50', '11-50'],
    ['Wir sind zwischen 50 und 200 Mitarbeiter.', '51-200'],
    ['Nous sommes entre 10 et 50 salariés.', '11-50'],
    ['Somos de 11 a 50 empleados.', '11-50'],
    ['Zatrudniamy od 10 do 50 pracowników.', '11-50'],
    ['У нас от 50 до 200 сотрудников.', '51-200'],
    ['従業員数：50〜200名', '51-200'],
    ['We are 5 to 20 people.', '5-20'],
  ])('%j -> %s', (block, range) => {
    expect(ranges(block)).toEqual([range]);
  });

  it.each([
    'We work with teams of 10 to 50 people.',
    'Built for companies with 11-50 employees.',
    'A team of 85 people.',
  ])('%j -> none', (block) => {
    expect(ranges(block)).toEqual([]);
  });
});

describe('rangeLabel', () => {
  it.each([
    [1, 10, '1-10'],
    [10, 50, '11-50'],
    [51, 200, '51-200'],
    [200, 500, '201-500'],
    [5, 20, '5-20'],
    [50, 20, undefined],
  ])('%d..%d -> %s', (min, max, label) => {
    expect(rangeLabel(min, max)).toBe(label);
  });
});
