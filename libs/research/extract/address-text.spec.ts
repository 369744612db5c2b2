import { addressCities, seatOf } from './address-text.js';

const cities = (block: string) => addressCities(block).map((c) => c.city);

describe('addressCities: the city next to a postal code', () => {
  it.each([
    ['de', 'Acme GmbH\nLindenstraße 12\n10969 Berlin', 'Berlin'],
    ['at', 'Herrengasse 3, 8010 Graz, Österreich', 'Graz'],
    ['fr', '12 rue de la République, 69002 Lyon', 'Lyon'],
    ['pt', 'Rua de Santa Catarina 112, 4000-442 Porto', 'Porto'],
    ['pl', 'ul. Marszałkowska 1, 00-950 Warszawa', 'Warszawa'],
    ['nl', 'Keizersgracht 1, 1015 CJ Amsterdam', 'Amsterdam'],
    ['sv', 'Drottninggatan 5, 111 51 Stockholm', 'Stockholm'],
    ['us', '500 Howard St, San Francisco, CA 94105', 'San Francisco'],
    ['uk', '1 Old Street, London EC1V 9HX', 'London'],
    ['ru', '123112, г. Москва, Пресненская наб., 12', 'Москва'],
    ['ja', '〒150-0002 東京都渋谷区渋谷2-1-1', '東京'],
    ['zh', '上海市浦东新区世纪大道100号', '上海'],
  ])('%s: %j -> %s', (_country, block, city) => {
    expect(cities(block)).toEqual([city]);
  });

  it('reads no city from a copyright year or a street line', () => {
    expect(cities('© 2024 Acme Analytics GmbH')).toEqual([]);
    expect(cities('12 Main Street')).toEqual([]);
  });
});

describe('seatOf: one address, or the one marked as the headquarters', () => {
  const offices = [
    'London office: 1 Old Street, London EC1V 9HX',
    'Paris: 10 rue de Rivoli, 75001 Paris',
    'Lyon: 12 rue de la République, 69002 Lyon',
  ].join('\n');

  it('gives the only city', () => {
    expect(seatOf(addressCities('Lindenstraße 12\n10969 Berlin'))).toBe(
      'Berlin',
    );
  });

  it('gives no seat for a list of offices with none marked', () => {
    expect(seatOf(addressCities(offices))).toBeUndefined();
  });

  it.each([
    ['on its line', `${offices}\nHeadquarters: 5 Place Bellecour, 69002 Lyon`],
    [
      'on the line above',
      `Siège social\n12 rue de la République, 69002 Lyon\n${offices}`,
    ],
  ])('gives the office marked as the headquarters (%s)', (_where, block) => {
    expect(seatOf(addressCities(block))).toBe('Lyon');
  });
});
