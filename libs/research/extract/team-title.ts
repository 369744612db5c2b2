// The title a company's team page or blog byline states for one named person. The card or line
// must name the person in full (first AND last name; case and accents aside): a first name
// alone, initials or another family name is someone else. The role is taken only when it looks
// like a title (title-words.ts) and is held here: "CEO of Globex" quoted in a testimonial is
// another company's. Quotations, testimonials, advisors/investors/board sections and job
// openings name no staff (people-page.ts marks them). Two cards for the name with different
// roles give no title.
//
// Forms read: a card whose name line is followed, in the same card, by its role line (team
// grids, <figure>/<figcaption>, definition lists, table rows), the role line a heading too when
// it sits under the name heading ("<h3>Jane Roe</h3><h4>Head of Growth</h4>"); one line "Name — Role",
// "Name, Role", "Name | Role", "By Name, Role", "Name · Role" (bylines and author boxes); and
// schema.org Person items with a jobTitle (JSON-LD, Microdata).
import { bioTitles } from './bio-title.js';
import type { Json } from './json-ld-organization.js';
import {
  PIECE_BREAK,
  type PeopleLine,
  type PeoplePage,
} from './people-page.js';
import {
  fold as foldCase,
  parsePersonName,
  type PersonName,
} from './person-name.js';
import { looksLikeTitle } from './title-words.js';
import { cleanText } from './clean-text.js';
import { nameMatchesDomain } from '../trust/names.js';

export type PageTitle =
  /** the page states the person's title here */
  | { kind: 'title'; title: string }
  /** the person is on the page, with no role that is a title */
  | { kind: 'listed' }
  /** the page names the person with two different titles */
  | { kind: 'conflict' }
  /** the role the page gives the person is held at another organisation */
  | { kind: 'elsewhere'; title: string; employer: string }
  /** the page does not name the person among its staff */
  | { kind: 'absent' };

/** Splits a line into name and role: dashes, commas, bars, middots, colons, inline pieces. */
const SEPARATOR = new RegExp(
  `\\s*(?:${PIECE_BREAK}|[,|·•—–:]|\\s-\\s)\\s*`,
  'u',
);
/**
 * On a blog index a colon follows a name in a headline ("Jane Roe: Lessons from a founder"),
 * not a role: there it splits nothing.
 */
const BLOG_SEPARATOR = new RegExp(
  `\\s*(?:${PIECE_BREAK}|[,|·•—–]|\\s-\\s)\\s*`,
  'u',
);
/** "By", "Von", "Par", "Por", "Door", "Written by"… before a byline's name. */
const BY_WORDS = '(?:(?:written |posted )?by|von|par|por|door)';
const BYLINE = new RegExp(`^${BY_WORDS}\\s+`, 'i');
const BY_ALONE = new RegExp(`^${BY_WORDS}$`, 'i');
/** "CEO of Globex": a chief's role names the organisation it heads. */
const ROLE_OF_ORG =
  /^((?:ceo|cto|cfo|coo|cmo|cpo|founder|co-?founder|president|owner|chair\w*|managing director|partner)(?:\s*(?:&|and)\s*\S+)?)\s+(?:of|von|de|du|del)\s+(\p{L}.{0,60})$/iu;
/** A line piece that names no employer: a date, a reading time, a place in a byline. */
const NOT_EMPLOYER = /\d|\bmin\b|\bread\b/i;

/** Names and roles compared case, accents and spacing aside. */
const fold = (text: string) => foldCase(text).replace(/\s+/g, ' ').trim();

/** True when `written` names the person: the same full name, first and last. */
function namesPerson(written: string, person: PersonName): boolean {
  const parsed = parsePersonName(written.replace(BYLINE, ''));
  return (
    parsed !== undefined &&
    parsed.firstName !== undefined &&
    parsed.lastName !== undefined &&
    fold(parsed.fullName) === fold(person.fullName)
  );
}

type Stated = Exclude<PageTitle, { kind: 'absent' } | { kind: 'conflict' }>;

/** What a role written next to the person's name says, for the company of `domain`. */
function judgeRole(
  role: string | undefined,
  after: string | undefined,
  domain: string,
): Stated {
  const text = role && cleanText(role, 120);
  if (!text) return { kind: 'listed' };
  const of = ROLE_OF_ORG.exec(text);
  if (of) {
    if (!nameMatchesDomain(of[2], domain))
      return { kind: 'elsewhere', title: of[1], employer: of[2] };
    return { kind: 'title', title: of[1] };
  }
  const withEmployer = bioTitles(text, domain)[0];
  if (withEmployer && looksLikeTitle(withEmployer.title)) {
    return withEmployer.here
      ? { kind: 'title', title: withEmployer.title }
      : { kind: 'elsewhere', title: withEmployer.title, employer: text };
  }
  if (!looksLikeTitle(text)) return { kind: 'listed' };
  // "Jane Roe, CEO, Globex": a third piece naming an organisation that is not this one.
  if (after && !NOT_EMPLOYER.test(after) && !nameMatchesDomain(after, domain))
    return { kind: 'elsewhere', title: text, employer: after };
  return { kind: 'title', title: text };
}

/**
 * What the lines say of the person: one finding per line or card that names them. A blog index
 * is read for bylines only: a line naming the person and a role, never a card (its next line is
 * a post's), never a colon's headline.
 */
function fromLines(
  lines: readonly PeopleLine[],
  person: PersonName,
  domain: string,
  blog: boolean,
): Stated[] {
  const found: Stated[] = [];
  lines.forEach((line, i) => {
    if (line.aside) return;
    const pieces = line.text
      .split(blog ? BLOG_SEPARATOR : SEPARATOR)
      .filter(Boolean)
      .filter((piece, at) => at > 0 || !BY_ALONE.test(piece));
    if (pieces.length === 0 || !namesPerson(pieces[0], person)) return;
    if (pieces.length > 1) {
      found.push(judgeRole(pieces[1], pieces[2], domain));
      return;
    }
    if (blog) {
      found.push({ kind: 'listed' });
      return;
    }
    // A card: the name alone on its line, the role on the next line of the same card.
    const next = lines[i + 1];
    const sameCard =
      next !== undefined &&
      !next.aside &&
      (!next.heading || roleHeading(line, next)) &&
      (next.parent === line.parent || next.block === line.block) &&
      !roleFirst(lines, i);
    found.push(
      sameCard && !next.text.includes(PIECE_BREAK)
        ? judgeRole(next.text, undefined, domain)
        : { kind: 'listed' },
    );
  });
  return found;
}

/**
 * Whether the cards around line `i` put the role before the name ("CEO / Jane Roe / CTO / John
 * Doe"): then the line after a name is the next card's role, not this person's. Told by the
 * first line of the run of lines the name shares its block or parent with (a section's heading
 * aside): a line that looks like a title there means the role comes first.
 */
function roleFirst(lines: readonly PeopleLine[], i: number): boolean {
  const line = lines[i];
  const together = (other: PeopleLine) =>
    other.parent === line.parent || other.block === line.block;
  let first = i;
  while (first > 0 && together(lines[first - 1]) && !lines[first - 1].aside)
    first--;
  // A heading above the name's rank titles the section ("Leadership"), not a card.
  const opening = lines
    .slice(first, i)
    .find((l) => !l.heading || (line.heading && l.level >= line.level));
  return opening !== undefined && looksLikeTitle(opening.text);
}

/**
 * A heading right after the name heading, in the same card and of a lower rank (<h3> name,
 * <h4> role), is the card's role line. One of the same or a higher rank starts another card or
 * section ("<h3>Jane Roe</h3><h2>Careers</h2>"): it says nothing of the person.
 */
function roleHeading(name: PeopleLine, next: PeopleLine): boolean {
  return name.heading && next.parent === name.parent && next.level > name.level;
}

/**
 * Nodes whose people are not the company's staff speaking of their jobs: a review's or a
 * comment's author is a customer, an investor or funder is another organisation's.
 */
const NOT_STAFF_TYPES =
  /^(?:Review|Rating|AggregateRating|Comment|Quotation|Question|Answer|EmployerReview)$/;
const NOT_STAFF_RELATIONS =
  /^(?:reviews?|comments?|testimonials?|investors?|funders?|sponsors?|alumni|memberOf|knows|colleague|follows|contributor)$/;

/** schema.org Person items (at any depth, not inside reviews and the like) that name the person. */
function fromStructured(
  roots: readonly Json[],
  person: PersonName,
  domain: string,
): Stated[] {
  const found: Stated[] = [];
  const queue: Json[] = [...roots];
  for (let i = 0; i < queue.length && i < 2000; i++) {
    const node = queue[i];
    if (Array.isArray(node)) {
      queue.push(...node.slice(0, 200));
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const item = node as Record<string, Json>;
    const types = ([] as Json[]).concat(item['@type'] ?? []);
    if (types.some((t) => typeof t === 'string' && NOT_STAFF_TYPES.test(t)))
      continue;
    for (const [relation, value] of Object.entries(item))
      if (
        typeof value === 'object' &&
        value !== null &&
        !NOT_STAFF_RELATIONS.test(relation)
      )
        queue.push(value);
    if (!types.some((t) => typeof t === 'string' && t.endsWith('Person')))
      continue;
    const name = typeof item.name === 'string' ? item.name : undefined;
    if (!name || !namesPerson(name, person)) continue;
    const title = typeof item.jobTitle === 'string' ? item.jobTitle : undefined;
    const employer = organisationName(item.worksFor ?? item.affiliation);
    const stated = judgeRole(title, undefined, domain);
    if (
      stated.kind === 'title' &&
      employer &&
      !nameMatchesDomain(employer, domain)
    )
      found.push({ kind: 'elsewhere', title: stated.title, employer });
    else found.push(stated);
  }
  return found;
}

function organisationName(value: Json | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && !Array.isArray(first)) {
    const name = (first as Record<string, Json>).name;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}

/**
 * What `page` states of `person`'s title at the company of `domain`. The person must be named in
 * full: a name without both a first and a last name matches no one.
 */
export function titleOnPage(
  page: PeoplePage,
  person: PersonName,
  domain: string,
  { blog = false }: { blog?: boolean } = {},
): PageTitle {
  if (!person.firstName || !person.lastName) return { kind: 'absent' };
  const found = [
    ...fromStructured(page.structured, person, domain),
    ...fromLines(page.lines, person, domain, blog),
  ];
  const titles = new Map<string, string>();
  for (const f of found)
    if (f.kind === 'title') titles.set(fold(f.title), f.title);
  // Another card with another role for the same name: two people, or one page wrong.
  const elsewhere = found.filter((f) => f.kind === 'elsewhere');
  if (titles.size > 1 || (titles.size === 1 && elsewhere.length > 0))
    return { kind: 'conflict' };
  if (titles.size === 1)
    return { kind: 'title', title: [...titles.values()][0] };
  return (
    found.find((f) => f.kind === 'elsewhere') ??
    found.find((f) => f.kind === 'listed') ?? { kind: 'absent' }
  );
}
