import { nameMatchesDomain } from './names.js';

describe('a brand in another script matches its Latin domain', () => {
  it.each([
    ['Вектор', 'vektor.ru'],
    ['Яндекс', 'yandex.ru'],
    ['Αθηνά', 'athina.gr'],
    ['ООО «Вектор»', 'vektor-cloud.ru'],
  ])('%s at %s', (name, domain) => {
    expect(nameMatchesDomain(name, domain)).toBe(true);
  });

  it.each([
    ['Вектор', 'globex.ru'],
    ['Αθηνά', 'sparta.gr'],
  ])('not %s at %s', (name, domain) => {
    expect(nameMatchesDomain(name, domain)).toBe(false);
  });
});
