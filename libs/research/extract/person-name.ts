// A person's name as people write it in profiles and signup forms: with academic and courtesy
// titles ("Dr.", "Prof. Dr."), credentials (", PhD"), pronouns, emoji, particles ("van der
// Berg", "de la Cruz"), hyphens and accents. First and last name are given only where the
// split is clear: a wrong "Hi Álvarez" is worse than none.

export interface PersonName {
  /** the name without titles, credentials, pronouns or decoration */
  fullName: string;
  firstName?: string;
  lastName?: string;
}

const TITLES =
  /^(?:dr|prof|professor|mr|mrs|ms|mx|miss|sir|dame|herr|frau|mme|mlle|ing|dipl|mag|pd|lic|sr|sra|srta)\.?(?:-ing\.?)?$/i;
const CREDENTIALS =
  /^(?:phd|ph\.d\.?|md|m\.d\.?|mba|msc|m\.sc\.?|bsc|b\.sc\.?|ma|ba|cpa|cfa|pe|esq\.?|rn|dds|mph|llm|jd|frcs|mrcp)$/i;
const GENERATIONAL = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'dello',
  'da',
  'das',
  'dos',
  'do',
  'du',
  'di',
  'la',
  'le',
  'ter',
  'ten',
  'zu',
  'bin',
  'ibn',
  'al',
  'el',
]);
/** Words that make a "name" a team, an inbox or a company ("Sales Team", "Acme Support"). */
const NOT_NAME_WORDS = new Set(
  'team sales support info admin office marketing billing accounts contact hello help service services customer desk reception the and of for inc ltd llc gmbh company group official bot dev'.split(
    ' ',
  ),
);
/** Scripts whose names are not "given family" with spaces; their split is not ours to guess. */
const UNSPLITTABLE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
/** A word of a name: letters, with inner hyphens, apostrophes or dots ("Jean-Luc", "O'Connor", "J."). */
const NAME_WORD = /^\p{L}[\p{L}\p{M}]*(?:[-'’.]\p{L}[\p{L}\p{M}]*)*\.?$/u;

/** "Dr. Máire O'Connor (she/her) 🚀" -> "Máire O'Connor"; undefined when no person's name is left. */
export function parsePersonName(raw: unknown): PersonName | undefined {
  if (typeof raw !== 'string') return undefined;
  let text = raw
    .normalize('NFC')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ') // pronouns, nicknames, notes
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ')
    .split(/\s+[|@·•]\s+|\s+[-–—]\s+/)[0] // "Jane Doe | Acme", "Jane Doe - CTO"
    .replace(/\s+/g, ' ')
    .trim();
  // "Doe, Jane" (but "Jane Doe, PhD" is a credential, handled below)
  const inverted = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (inverted && !credentialsOnly(inverted[2]))
    text = `${inverted[2]} ${inverted[1]}`;
  const words = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((w) => !CREDENTIALS.test(w));
  while (words.length > 0 && TITLES.test(words[0])) words.shift();
  if (words.length === 0 || words.length > 6 || text.length > 100)
    return undefined;
  if (UNSPLITTABLE.test(text))
    return words.join(' ').length >= 2
      ? { fullName: words.join(' ') }
      : undefined;
  if (words.length < 2 || !words.every((w) => NAME_WORD.test(w)))
    return undefined;
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase()))) return undefined;

  const cased = casedName(words);
  const generational = GENERATIONAL.test(cased.at(-1) ?? '')
    ? cased.pop()
    : undefined;
  if (cased.length < 2) return undefined;
  const fullName = [...cased, ...(generational ? [generational] : [])].join(
    ' ',
  );
  const [first, ...rest] = cased;
  const particle = rest.findIndex((w) => PARTICLES.has(w.toLowerCase()));
  let lastName: string | undefined;
  if (particle >= 0) lastName = rest.slice(particle).join(' ');
  else if (rest.length === 1) lastName = rest[0];
  // "John F. Kennedy": a middle initial, so the last word is the family name. Otherwise three
  // or more words may be middle names or two family names ("José Álvarez Ruiz"): no split.
  else if (rest.slice(0, -1).every(isInitial)) lastName = rest.at(-1);
  if (lastName && isInitial(lastName)) lastName = undefined;
  return {
    fullName,
    ...(isInitial(first) ? {} : { firstName: first }),
    ...(lastName ? { lastName } : {}),
  };
}

function isInitial(word: string): boolean {
  return /^\p{L}\.?$/u.test(word) || /^(\p{L}\.){2,}$/u.test(word);
}

function credentialsOnly(text: string): boolean {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((w) => CREDENTIALS.test(w) || GENERATIONAL.test(w));
}

/** "JANE DOE" and "jane doe" become "Jane Doe"; particles stay lower case; mixed case is kept. */
function casedName(words: string[]): string[] {
  const joined = words.join(' ');
  if (joined !== joined.toLowerCase() && joined !== joined.toUpperCase())
    return [...words];
  return words.map((w, i) =>
    i > 0 && PARTICLES.has(w.toLowerCase())
      ? w.toLowerCase()
      : w
          .toLowerCase()
          .replace(
            /(^|[-'’.])(\p{L})/gu,
            (_m, sep: string, c: string) => sep + c.toUpperCase(),
          ),
  );
}

/** Case and accents aside ("José" and "jose" alike; "ß" as "ss"). */
export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

/**
 * True when an address's local part plausibly belongs to the person named: it is the first
 * name, the family name or a combination of them or their initials (`anna`, `j.smith`, `jd`,
 * `m.oconnor`, `smithj`, `tobi` for Tobias), or one of its parts is. A name given at signup is
 * used only then: `bob@` signing up as "Jane Doe" may be an assistant, and `sales@` is a team.
 */
export function fitsLocalPart(name: PersonName, localPart: string): boolean {
  const local = fold(localPart.split('+')[0] ?? '').replace(/\d+$/, '');
  const parts = local.split(/[._-]+/).filter(Boolean);
  const joined = parts.join('');
  const first = fold(name.firstName ?? '').replace(/[^a-z]/g, '');
  const lastWords = fold(name.lastName ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z]/g, ''))
    .filter(Boolean);
  const last = lastWords.join('');
  const family = lastWords.filter((w) => !PARTICLES.has(w));
  if (!first || !last || joined.length < 2) return false;
  const f = first[0];
  const l = (family[0] ?? last)[0];
  const formats = new Set([
    first,
    last,
    first + last,
    last + first,
    f + last,
    first + l,
    f + l,
    last + f,
    f + (family.at(-1) ?? last),
  ]);
  if (formats.has(joined)) return true;
  if (
    parts.some(
      (p) => p.length >= 2 && (p === first || p === last || family.includes(p)),
    )
  )
    return true;
  // A nickname: `tobi` for Tobias, `alex` for Alexandra.
  return parts.length === 1 && joined.length >= 3 && first.startsWith(joined);
}
