// The maintained lists, loaded once at module load. The small ones are Sets; the disposable
// domains (about 120,000) are one sorted string searched by halves (SortedList): as a Set beside
// the array `require` caches they held about 9 MB of every process's heap, a fifth of what the
// service keeps alive when idle, to answer one lookup per signup.
// JSON files are read and parsed here, not `require`d: require would keep each parsed array in
// its module cache for the life of the process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function loadList(specifier: string): string[] {
  const value: unknown = specifier.endsWith('.json')
    ? JSON.parse(readFileSync(require.resolve(specifier), 'utf8'))
    : require(specifier);
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    // A package changing its export shape must fail loudly at startup, not silently allow all.
    throw new Error(`${specifier} is not an array of strings`);
  }
  return value;
}

function toSet(...lists: string[][]): ReadonlySet<string> {
  return new Set(lists.flat().map((entry) => entry.trim().toLowerCase()));
}

/**
 * Providers the `email-providers` list misses but that people sign up with; kept tiny so the
 * maintained list stays the source of truth.
 */
const EXTRA_FREE_EMAIL_DOMAINS = [
  'duck.com',
  'fastmail.com',
  'tuta.io',
  'tutanota.com',
  'tutanota.de',
  'zohomail.com',
];

/**
 * Entries of `email-providers` that are companies (or reserved example domains) rather than
 * mail services: a signup from them is a work address.
 */
const NOT_FREE_EMAIL_DOMAINS = new Set([
  'example.com',
  'example.net',
  'example.org',
  'facebook.com',
  'alibaba.com',
  'go.com',
]);

export const FREE_EMAIL_DOMAINS: ReadonlySet<string> = new Set(
  [
    ...toSet(loadList('email-providers/all.json'), EXTRA_FREE_EMAIL_DOMAINS),
  ].filter((domain) => !NOT_FREE_EMAIL_DOMAINS.has(domain)),
);

/**
 * A large list of lower-case entries searched by halves in the text of its JSON array, kept as
 * read: entry i is `text.slice(starts[i], ends[i])`. Building a Set, or even an array, of the
 * entries would allocate every one of them, and the heap stays grown long after. The file is
 * decoded as latin1, which Node keeps outside the JavaScript heap as one byte per character; the
 * few entries outside ASCII are decoded properly into a small Set of their own.
 */
class SortedList {
  private readonly starts: Uint32Array;
  private readonly ends: Uint32Array;
  /** how many entries `starts` and `ends` hold (the ASCII ones) */
  private count = 0;
  private readonly others = new Set<string>();

  private constructor(private readonly text: string) {
    let quotes = 0;
    for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1))
      quotes++;
    this.starts = new Uint32Array(quotes >> 1);
    this.ends = new Uint32Array(quotes >> 1);
  }

  /**
   * The list in a JSON array of plain strings (no escapes). Its ASCII entries must be sorted,
   * lower-case and without duplicates, as the package ships them; otherwise the list is rebuilt
   * in that order.
   */
  static fromFile(path: string): SortedList {
    return SortedList.fromText(readFileSync(path, 'latin1'));
  }

  private static fromText(text: string): SortedList {
    const list = new SortedList(text);
    let previous = '';
    for (let at = text.indexOf('"'); at !== -1;) {
      const end = text.indexOf('"', at + 1);
      const entry = text.slice(at + 1, end);
      at = text.indexOf('"', end + 1);
      if (/[\u0080-\uffff]/.test(entry)) {
        list.others.add(Buffer.from(entry, 'latin1').toString('utf8'));
        continue;
      }
      if (entry <= previous || entry !== entry.trim().toLowerCase())
        return SortedList.rebuilt(text);
      list.starts[list.count] = end - entry.length;
      list.ends[list.count++] = end;
      previous = entry;
    }
    return list;
  }

  /** The entries of an unsorted list, normalized and sorted. */
  private static rebuilt(text: string): SortedList {
    const entries = (
      JSON.parse(Buffer.from(text, 'latin1').toString('utf8')) as string[]
    ).map((entry) => entry.trim().toLowerCase());
    return SortedList.fromText(
      Buffer.from(
        JSON.stringify([...new Set(entries)].sort()),
        'utf8',
      ).toString('latin1'),
    );
  }

  has(value: string): boolean {
    if (this.others.has(value)) return true;
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const entry = this.text.slice(this.starts[mid], this.ends[mid]);
      if (entry === value) return true;
      if (entry < value) low = mid + 1;
      else high = mid - 1;
    }
    return false;
  }
}

export const DISPOSABLE_DOMAINS: Pick<
  ReadonlySet<string>,
  'has'
> = SortedList.fromFile(require.resolve('disposable-email-domains/index.json'));

/** Domains whose every subdomain is disposable too (the package's `wildcard.json`). */
export const DISPOSABLE_WILDCARD_DOMAINS = toSet(
  loadList('disposable-email-domains/wildcard.json'),
);

export const ROLE_ACCOUNT_NAMES = toSet(loadList('role-based-email-addresses'));
