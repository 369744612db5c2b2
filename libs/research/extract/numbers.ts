// Numbers as pages write them, in any of the common local formats: "1,200", "1.200" (German),
// "1 200" (French, often with a no-break space), "1'200" (Swiss), "1.2k", "4,5 Mio.". A number
// that can be read two ways is no number: a wrong headcount is worse than none.

/** Group separators between thousands: space, no-break space, narrow no-break space, apostrophes. */
const SPACE_GROUP = /[ \u00a0\u202f\u2009]/g;
const APOSTROPHE_GROUP = /['’]/g;

const MAGNITUDES: ReadonlyArray<[RegExp, number]> = [
  [/^(k|tsd\.?|tausend|thousand)$/i, 1e3],
  [
    /^(m|mm|mn|mio\.?|million|millions|millionen|mln|miljoner|miljon|millones|millón|miljoen)$/i,
    1e6,
  ],
  [/^(b|bn|mrd\.?|billion|billions|milliarden?|milliards?|miljarder)$/i, 1e9],
];

/**
 * The value of a number written with local separators, or undefined when the writing is
 * ambiguous. `allowFraction`: whether a decimal part may be read at all (amounts "4.5M" yes,
 * plain counts no).
 */
export function parseLocalizedNumber(
  raw: string,
  options: { magnitude?: string; allowFraction?: boolean } = {},
): number | undefined {
  let text = raw.trim().replace(SPACE_GROUP, ' ');
  if (!/^\d[\d.,' ’]*$/.test(text)) return undefined;
  text = text.replace(APOSTROPHE_GROUP, ' ');
  const factor = options.magnitude ? magnitudeOf(options.magnitude) : 1;
  if (factor === undefined) return undefined;

  // Spaces only ever group thousands, and only in groups of three.
  if (text.includes(' ')) {
    if (!/^\d{1,3}( \d{3})+([.,]\d+)?$/.test(text)) return undefined;
    text = text.replace(/ /g, '');
  }
  const dots = count(text, '.');
  const commas = count(text, ',');
  let integer: string;
  let fraction = '';
  if (dots > 0 && commas > 0) {
    // Both: the last one is the decimal mark, the other groups thousands.
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if (count(text, decimal) !== 1) return undefined;
    [integer, fraction] = text.split(decimal);
    if (!groupedCorrectly(integer, group)) return undefined;
    integer = integer.split(group).join('');
  } else if (dots + commas > 1) {
    const mark = dots > 0 ? '.' : ',';
    if (!groupedCorrectly(text, mark)) return undefined;
    integer = text.split(mark).join('');
  } else if (dots + commas === 1) {
    const mark = dots > 0 ? '.' : ',';
    const [head, tail] = text.split(mark);
    if (tail.length === 3 && head !== '0' && head.length <= 3) {
      // "1.200" is twelve hundred in German and 1.2 in English; only a magnitude word says which
      // ("1.200 Mio."), and then it could be either: refuse. Without one it groups thousands.
      if (factor !== 1) return undefined;
      integer = head + tail;
    } else {
      integer = head;
      fraction = tail;
    }
  } else {
    integer = text;
  }
  if (!/^\d+$/.test(integer) || (fraction && !/^\d+$/.test(fraction)))
    return undefined;
  if (fraction && !options.allowFraction && factor === 1) return undefined;
  const value = Number(`${integer}${fraction ? `.${fraction}` : ''}`) * factor;
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const rounded = Math.round(value);
  // A count must come out whole: "2,5" people is a full-time equivalent, not a headcount.
  if (!options.allowFraction && Math.abs(rounded - value) > 1e-9)
    return undefined;
  return options.allowFraction ? value : rounded;
}

/** A count of people or things: a whole positive number ("1.200", "1 200", "1.2k"). */
export function parseCount(
  raw: string,
  magnitude?: string,
): number | undefined {
  return parseLocalizedNumber(raw, { magnitude });
}

/** A money amount ("12", "4,5" with "Mio.", "1.2" with "B"), rounded to a whole unit. */
export function parseAmount(
  raw: string,
  magnitude?: string,
): number | undefined {
  const value = parseLocalizedNumber(raw, { magnitude, allowFraction: true });
  return value === undefined ? undefined : Math.round(value);
}

function magnitudeOf(word: string): number | undefined {
  const clean = word.trim();
  if (clean === '') return 1;
  return MAGNITUDES.find(([pattern]) => pattern.test(clean))?.[1];
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** "1.200.000" grouped by "." : every group after the first has exactly three digits. */
function groupedCorrectly(text: string, mark: string): boolean {
  const [first, ...rest] = text.split(mark);
  return (
    /^\d{1,3}$/.test(first) &&
    first !== '0' &&
    rest.length > 0 &&
    rest.every((group) => /^\d{3}$/.test(group))
  );
}
