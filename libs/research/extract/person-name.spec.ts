import { fitsLocalPart, parsePersonName } from './person-name.js';

describe('parsePersonName', () => {
  it.each([
    ['Jane Doe', { fullName: 'Jane Doe', firstName: 'Jane', lastName: 'Doe' }],
    [
      'Anna van der Berg',
      {
        fullName: 'Anna van der Berg',
        firstName: 'Anna',
        lastName: 'van der Berg',
      },
    ],
    [
      'Ludwig van Beethoven',
      {
        fullName: 'Ludwig van Beethoven',
        firstName: 'Ludwig',
        lastName: 'van Beethoven',
      },
    ],
    [
      'María de la Cruz',
      {
        fullName: 'María de la Cruz',
        firstName: 'María',
        lastName: 'de la Cruz',
      },
    ],
    [
      'Jean-Luc Dubois',
      {
        fullName: 'Jean-Luc Dubois',
        firstName: 'Jean-Luc',
        lastName: 'Dubois',
      },
    ],
    [
      'Mary Smith-Jones',
      {
        fullName: 'Mary Smith-Jones',
        firstName: 'Mary',
        lastName: 'Smith-Jones',
      },
    ],
    [
      'José Álvarez-Ruiz',
      {
        fullName: 'José Álvarez-Ruiz',
        firstName: 'José',
        lastName: 'Álvarez-Ruiz',
      },
    ],
    [
      "Dr. Máire O'Connor",
      { fullName: "Máire O'Connor", firstName: 'Máire', lastName: "O'Connor" },
    ],
    [
      'Prof. Dr. Lena Hoffmann',
      { fullName: 'Lena Hoffmann', firstName: 'Lena', lastName: 'Hoffmann' },
    ],
    [
      'Dipl.-Ing. Kai Brandt',
      { fullName: 'Kai Brandt', firstName: 'Kai', lastName: 'Brandt' },
    ],
    [
      'Jane Doe, PhD',
      { fullName: 'Jane Doe', firstName: 'Jane', lastName: 'Doe' },
    ],
    ['Doe, Jane', { fullName: 'Jane Doe', firstName: 'Jane', lastName: 'Doe' }],
    [
      'Priya Raman (she/her) 🚀',
      { fullName: 'Priya Raman', firstName: 'Priya', lastName: 'Raman' },
    ],
    [
      'Tom Reyes | Kinetiq Labs',
      { fullName: 'Tom Reyes', firstName: 'Tom', lastName: 'Reyes' },
    ],
    ['JANE DOE', { fullName: 'Jane Doe', firstName: 'Jane', lastName: 'Doe' }],
    [
      'anna van der berg',
      {
        fullName: 'Anna van der Berg',
        firstName: 'Anna',
        lastName: 'van der Berg',
      },
    ],
    [
      'John F. Kennedy',
      { fullName: 'John F. Kennedy', firstName: 'John', lastName: 'Kennedy' },
    ],
    [
      'Martin Luther King Jr.',
      { fullName: 'Martin Luther King Jr.', firstName: 'Martin' },
    ],
    ['José Álvarez Ruiz', { fullName: 'José Álvarez Ruiz', firstName: 'José' }], // two family names or a middle name: no split
    ['J. Smith', { fullName: 'J. Smith', lastName: 'Smith' }],
    ['山田 太郎', { fullName: '山田 太郎' }],
  ])('%j', (raw, expected) => {
    expect(parsePersonName(raw)).toEqual(expected);
  });

  it.each([
    'chrisdev',
    'jdoe42',
    'Jane',
    'sales team @ acme',
    'admin_user',
    '',
    'Dr.',
    'x'.repeat(120),
  ])('no name in %j', (raw) => {
    expect(parsePersonName(raw)).toBeUndefined();
  });
});

const name = (raw: string) => parsePersonName(raw)!;

describe('fitsLocalPart', () => {
  it.each([
    ['anna', 'Anna van der Berg', true],
    ['jd', 'Jean-Luc Dubois', true],
    ['j.smith', 'John Smith', true],
    ['smithj', 'John Smith', true],
    ['m.oconnor', "Dr. Máire O'Connor", true],
    ['praxis.koller', 'Martina Koller', true],
    ['tobi', 'Tobias Quint', true],
    ['jane.doe+news', 'Jane Doe', true],
    ['avdberg', 'Anna van der Berg', false],
    ['bob', 'Jane Doe', false],
    ['sales', 'Jane Doe', false],
    ['kontakt', 'Svenja Thiel', false],
    ['jo', 'Jane Doe', false],
  ])('%s for %j -> %s', (local, raw, expected) => {
    expect(fitsLocalPart(name(raw), local)).toBe(expected);
  });
});
