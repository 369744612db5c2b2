import { titleElsewhere, titleFromBio } from './bio-title.js';

describe('titleFromBio: a title the bio states for the address’s company', () => {
  it.each([
    ['Head of Growth at Acme', 'Head of Growth'],
    ['Staff engineer @acme. Coffee, bikes.', 'Staff engineer'],
    ['CTO, Acme Analytics', 'CTO'],
    ['Entwicklerin bei Acme GmbH', 'Entwicklerin'],
    ['Développeuse chez Acme | Paris', 'Développeuse'],
    ["I'm a product designer at Acme", 'product designer'],
  ])('%j -> %s', (bio, title) => {
    expect(titleFromBio(bio, 'acme.test')).toBe(title);
  });

  it.each([
    // another employer: nothing about the job here
    'Head of Growth at Globex',
    // no role word: a hobby, not a job
    'Cyclist and coffee lover at Acme',
    // no employer named
    'Senior engineer. Opinions my own.',
  ])('%j -> none', (bio) => {
    expect(titleFromBio(bio, 'acme.test')).toBeUndefined();
  });
});

describe('titleFromBio: a field of work is no title', () => {
  it('gives no title for "Data engineering at Acme"', () => {
    expect(
      titleFromBio('Data engineering at Acme. Sea kayaks.', 'acme.test'),
    ).toBeUndefined();
  });
});

describe('titleElsewhere: a title held at another employer, for the report', () => {
  it.each([
    ['Head of Growth at Globex', 'Head of Growth'],
    ['Head of Growth at Acme', undefined],
    ['Cyclist at Globex', undefined],
  ])('%j -> %s', (bio, title) => {
    expect(titleElsewhere(bio, 'acme.test')).toBe(title);
  });
});
