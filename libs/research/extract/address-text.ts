// The city of a postal address as sites write it in a footer, an <address> element or a contact
// page: "Lindenstraße 12, 10969 Berlin", "4000-442 Porto", "00-950 Warszawa", "1012 AB
// Amsterdam", "111 22 Stockholm", "San Francisco, CA 94105", "London EC1V 9HX", "123112, г.
// Москва", "〒150-0002 東京都渋谷区…", "上海市浦东新区…". The postal code is the rule: a
// capitalised name next to one is the city. A block that lists several offices gives a seat only
// when one of them is marked as the headquarters.

/** A city a block gives as an address, and whether the block marks it as the headquarters. */
export interface AddressCity {
  city: string;
  headquarters: boolean;
  /** the address's lines up to the city's, joined as one sentence: whose address it is */
  context: string;
}

/** Words that mark one address among several as the seat, in the languages we read. */
export const HEADQUARTERS_MARK =
  /headquarter|\bhq\b|head office|main office|registered office|hauptsitz|firmensitz|zentrale|siège|sede (?:central|principal|social|legale)|hoofdkantoor|huvudkontor|siedziba|штаб-квартира|головной офис|本社|本部|总部|總部/i;

const CITY = String.raw`([\p{Lu}][\p{L}'’.-]*(?:[ -][\p{Lu}][\p{L}'’.-]*){0,2})`;
// Postal codes written before the city (most of Europe), with an optional country prefix.
const CODE_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])(?:[A-Z]{1,2}-)?(?:\d{5}|\d{4}(?:\s?[A-Z]{2}(?![\p{L}]))?|\d{2}-\d{3}|\d{4}-\d{3}|\d{3}\s\d{2})\s+(?:г\.\s?)?${CITY}`,
  'gu',
);
// Written after the city: US "City, ST 94105", UK "City EC1V 9HX".
const US_CITY = new RegExp(
  String.raw`${CITY},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?(?![\p{N}])`,
  'gu',
);
const UK_CITY = new RegExp(
  String.raw`${CITY}\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}(?![\p{L}\p{N}])`,
  'gu',
);
// Russia: "123112, Москва" or "г. Москва".
const RU_CITY =
  /(?:(?<![\p{N}])\d{6},?\s*(?:г\.\s?)?|(?<![\p{L}])г\.\s?)([\p{Lu}][\p{L}-]+)/gu;
// Japan and China: the first prefecture or city name of the address.
const CJK_CITY =
  /(?:〒\s*\d{3}-\d{4}\s*)?(?:日本(?:国)?|中国)?([\p{Script=Han}]{1,4}?)(?:都|道|府|県|市)(?=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\d])/u;

/** Street words that a capitalised word after a number can be ("12 Main Street"): no city. */
const NOT_A_CITY =
  /^(?:Street|St|Road|Rd|Avenue|Ave|Floor|Suite|Box|Building|Unit|Straße|Strasse|Str|Rue|Calle|Via|Rua|Plaza|Place|Employees|Mitarbeiter|People)\b/i;

/** Lines of an address block: line breaks and the separators footers put between them. */
const LINE_BREAK = /\n|\s[·|•]\s|;\s/;
/** A copyright line's year is no postal code ("© 2024 Acme"). */
const COPYRIGHT = /©|\(c\)|copyright/i;

/**
 * The cities `block` gives in postal addresses, in order, each once. A headquarters mark applies
 * to the address on its line, or to the next one ("Headquarters" above the address).
 */
export function addressCities(block: string): AddressCity[] {
  const found: AddressCity[] = [];
  let marked = false;
  const lines = block.split(LINE_BREAK);
  lines.forEach((line, i) => {
    if (COPYRIGHT.test(line)) return;
    marked ||= HEADQUARTERS_MARK.test(line);
    const cities = citiesOnLine(line);
    const context = lines.slice(Math.max(0, i - 3), i + 1).join(', ');
    for (const city of cities) {
      const seen = found.find((c) => c.city === city);
      if (seen) seen.headquarters ||= marked;
      else found.push({ city, headquarters: marked, context });
    }
    if (cities.length) marked = false;
  });
  return found;
}

function citiesOnLine(line: string): string[] {
  const found: string[] = [];
  const add = (city: string | undefined) => {
    const name = city?.replace(/[.,-]+$/, '').trim();
    if (name && name.length >= 2 && !NOT_A_CITY.test(name))
      if (!found.includes(name)) found.push(name);
  };
  for (const pattern of [CODE_FIRST, US_CITY, UK_CITY, RU_CITY])
    for (const match of line.matchAll(pattern)) {
      // "2024 Acme GmbH": a recent year, not a four-digit postal code.
      if (
        pattern === CODE_FIRST &&
        /^(?:199\d|20[0-3]\d)\s+\p{Lu}[\p{Ll}]/u.test(match[0])
      )
        continue;
      add(match[1]);
    }
  const cjk = CJK_CITY.exec(line);
  if (cjk) add(cjk[1]);
  return found;
}

/**
 * The seat `cities` (the company's own addresses) give: the one city they name, or of several the
 * one marked as the headquarters. Several cities and no mark: offices, not a seat.
 */
export function seatOf(cities: readonly AddressCity[]): string | undefined {
  const distinct = new Set(cities.map((c) => c.city));
  if (distinct.size === 1) return cities[0].city;
  const marked = new Set(
    cities.filter((c) => c.headquarters).map((c) => c.city),
  );
  return marked.size === 1 ? [...marked][0] : undefined;
}
