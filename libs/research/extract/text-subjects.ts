// Whose fact a sentence states. On a company's own site, text speaks of the company ("we", "our
// team", its brand) and of others: the group it is part of, who acquired or backs it, customers
// in a case study, the platform it is built with, someone quoted. A fact belongs to the subject
// named nearest before it in its sentence (or, with none before, the first named after it); a
// fact with no subject named at all has no identity link. Our words are the first person, in
// the languages company sites use, and the company's own names; others' are named organizations
// and the phrases that introduce one.
import { squashName } from '../trust/names.js';

export type TextSubject =
  | { kind: 'ours'; link: 'first_person' | 'brand' }
  | { kind: 'other'; name?: string; why: string }
  | { kind: 'none' };

const FIRST_PERSON =
  /\b(?:we|we['’](?:re|ve|ll)|our|ours|us|wir|unser(?:e[mnrs]?)?|uns|nous|notre|nos|nosotros|nosotras|nuestr[oa]s?|somos|vi|vår|vårt|våra|oss|wij|ons|onze|noi|nostr[oaie]|nós|noss[oa]s?|nuestro equipo)\b/giu;
/**
 * The first person where \b cannot tell a word's edge (it knows ASCII letters only): Polish,
 * Russian, Japanese and Chinese company sites.
 */
const FIRST_PERSON_WIDE =
  /(?<![\p{L}\p{N}])(?:nasz[aey]?|naszym|naszej|naszą|мы|наш[аиеу]?|нашей|нашего|нам|нас)(?![\p{L}\p{N}])|私たち|弊社|当社|我们|我們|本公司/giu;
/** Phrases that introduce another organization: whatever follows is about it. */
const OTHER_CUES =
  /\b(?:(?:is |are |as )?(?:a |an )?part of|a subsidiary of|subsidiary of|a division of|a unit of|owned by|acquired by|a member of|member of the|our parent(?: company)?|parent company|the group['’]?s?|backed by|funded by|invested in by|trusted by|used by|loved by|chosen by|relied on by|powered by|built with|built on|made with|in partnership with|partnered with|on behalf of|teil der|teil des|tochter(?:gesellschaft|unternehmen)? (?:der|des|von)|gehört zu|übernommen von|unterstützt von|(?:fait|font|faisons|faites) partie (?:du|de la|de l['’]|des)|filiale (?:du|de la|de)|racheté par|soutenu par|(?:forma|forman|formamos) parte (?:de|del)|filial de|adquirid[ao] por|respaldad[ao] por|del av|ingår i|dotterbolag till|förvärvad av|onderdeel van|overgenomen door|(?:une |la )?(?:société|entreprise|marque) du groupe|(?:una )?empresa del grupo|(?:ein )?unternehmen der|ett bolag i|een bedrijf van|case study|customer story|success story|fallstudie|kundenprojekt|étude de cas|témoignage|caso de éxito|kundcase|referenskund)\b/giu;
/** Words for organizations the company works with: facts next to them are theirs. */
const OTHER_GROUPS =
  /(?<![\p{L}\p{N}])(?:clients?|customers?|kund(?:e|en|er|erna)?|klant(?:en)?|clientes?|clienti|klient\w*|клиент\w*|заказчик\w*|portfolio(?: companies)?|startups|investors?|investoren|investisseurs|inversores|partners?|partenaires|users)(?![\p{L}\p{N}])|お客様|顧客|客户|客戶/giu;
/** Opening quotation marks: a quotation is someone else speaking. */
const QUOTES: ReadonlyArray<[string, string]> = [
  ['“', '”'],
  ['„', '“'],
  ['«', '»'],
  ['"', '"'],
];

interface Mention {
  at: number;
  end: number;
  subject: TextSubject;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where `name` is written in `text` (words in order, any case, legal form optional). */
function nameMentions(text: string, name: string): Array<[number, number]> {
  const words = name
    .split(/\s+/)
    .filter((w) => squashName(w) !== '' || /\p{L}/u.test(w));
  if (!words.length || squashName(name).length < 2) return [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
}

/** Inside a quotation that opens before `at` and has not closed by then. */
function insideQuote(sentence: string, at: number): boolean {
  const head = sentence.slice(0, at);
  return QUOTES.some(([open, close]) =>
    open === close
      ? (head.split(open).length - 1) % 2 === 1
      : head.lastIndexOf(open) > head.lastIndexOf(close),
  );
}

export interface SubjectNames {
  /** the company's own names (its brand, its chosen name, its domain's label) */
  own: readonly string[];
  /** names of other subjects the page describes (a parent, platforms, other blocks) */
  others: readonly string[];
  /**
   * false when the page presents itself as another organization (PageIdentity.speaksAsAnother):
   * then its "we" is that organization's.
   */
  firstPersonIsOurs?: boolean;
}

/** The organization a cue introduces: "part of Halvard Group", "racheté par le groupe Valmont". */
const NAME_AFTER_CUE = new RegExp(
  String.raw`^\s+(?:(?:the|der|die|des|du|le|la|les|el|los|groupe|grupo|gruppe)\s+)*((?:[\p{Lu}][\p{L}\p{N}&'’.-]*)(?:\s+(?:[\p{Lu}][\p{L}\p{N}&'’.-]*|&)){0,4})`,
  'u',
);

/** "a Halvard Group company" (case-sensitive: the name is capitalised, the rest is not). */
const A_NAMED_COMPANY =
  /\b(?:[Aa]n?|[Pp]art of the)\s+((?:[\p{Lu}][\p{L}\p{N}&'’.-]*)(?:\s+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,3})\s+(?:company|business|brand|family of companies|group company|portfolio company)\b/gu;

/** What "a … company" says of the company itself: where it is from, its stage, its market. */
const NOT_A_NAME =
  /^(?:[\p{L}]+(?:ish|an|ese|ch|ic|i)|Swiss|Greek|Series\b.*|Seed|Pre-Seed|B2B|B2C|SaaS|Fortune\b.*|Nasdaq\b.*|NYSE\b.*|[\p{L}-]+-based|Family|Global|Public|Private|Top)$/u;

function mentionsIn(sentence: string, names: SubjectNames): Mention[] {
  const mentions: Mention[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (a: number, b: number) =>
    taken.some(([x, y]) => a < y && b > x);
  // A cue and the name it introduces first: "part of Halvard Group" is another's, even where
  // "Halvard" alone is one of our names.
  for (const m of sentence.matchAll(OTHER_CUES)) {
    const at = m.index ?? 0;
    const named = NAME_AFTER_CUE.exec(sentence.slice(at + m[0].length));
    const end = at + m[0].length + (named ? named[0].length : 0);
    if (overlaps(at, end)) continue;
    taken.push([at, end]);
    mentions.push({
      at,
      end,
      subject: {
        kind: 'other',
        ...(named ? { name: named[1] } : {}),
        why: m[0].toLowerCase().trim(),
      },
    });
  }
  // "a Halvard Group company", "an Alphabet business": the name is another organization's.
  for (const m of sentence.matchAll(A_NAMED_COMPANY)) {
    if (NOT_A_NAME.test(m[1])) continue; // "a German company", "a Series A company"
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (overlaps(at, end)) continue;
    taken.push([at, end]);
    mentions.push({
      at,
      end,
      subject: { kind: 'other', name: m[1], why: `a ${m[1]} company` },
    });
  }
  // Longer names first: "Halvard Group" is another's even where "Halvard" is ours.
  const named = [
    ...names.others.map((n) => ({ n, own: false })),
    ...names.own.map((n) => ({ n, own: true })),
  ].sort((a, b) => b.n.length - a.n.length);
  for (const { n, own } of named)
    for (const [at, end] of nameMentions(sentence, n)) {
      if (overlaps(at, end)) continue;
      taken.push([at, end]);
      mentions.push({
        at,
        end,
        subject: own
          ? { kind: 'ours', link: 'brand' }
          : { kind: 'other', name: n, why: `names ${n}` },
      });
    }
  // Group words and the first person mark a subject only where nothing above stood already.
  const untaken = (
    pattern: RegExp,
    subject: (m: RegExpMatchArray) => TextSubject,
  ) => {
    for (const m of sentence.matchAll(pattern)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (!overlaps(at, end)) mentions.push({ at, end, subject: subject(m) });
    }
  };
  untaken(OTHER_GROUPS, (m) => ({ kind: 'other', why: m[0].toLowerCase() }));
  for (const pattern of [FIRST_PERSON, FIRST_PERSON_WIDE])
    untaken(pattern, () =>
      names.firstPersonIsOurs === false
        ? { kind: 'other', why: 'the page speaks as another organization' }
        : { kind: 'ours', link: 'first_person' },
    );
  return mentions.sort((a, b) => a.at - b.at);
}

/** Whose fact is stated at `at` in `sentence`. */
export function subjectAt(
  sentence: string,
  at: number,
  names: SubjectNames,
): TextSubject {
  if (insideQuote(sentence, at)) return { kind: 'other', why: 'a quotation' };
  const mentions = mentionsIn(sentence, names);
  const before = mentions.filter((m) => m.end <= at).at(-1);
  if (before) return before.subject;
  const after = mentions.find((m) => m.at >= at);
  return after?.subject ?? { kind: 'none' };
}

/** A sentence ends at . ! ? … before a capital, but not after an abbreviation ("20 Mio. Euro"). */
const SENTENCE_END =
  /(?<![\s(](?:Mio|Mrd|Tsd|ca|approx|Inc|Ltd|Co|Corp|St|Dr|Mr|Mrs|Ms|Nr|No|bzw|etc|vs|resp|Str|z\.B|e\.g|i\.e)\.)(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“„«])|\s+[·|•]\s+/gu;

/** The sentences of a block (a fact is attributed within its sentence). */
export function sentencesOf(
  block: string,
): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  let start = 0;
  for (const m of block.matchAll(SENTENCE_END)) {
    const end = m.index ?? 0;
    out.push({ text: block.slice(start, end), at: start });
    start = end + m[0].length;
  }
  out.push({ text: block.slice(start), at: start });
  return out.filter((s) => s.text.trim() !== '');
}

/** Whose fact is stated at `at` in `block`. */
export function subjectInBlock(
  block: string,
  at: number,
  names: SubjectNames,
): TextSubject {
  const sentence = sentencesOf(block).findLast((s) => s.at <= at) ?? {
    text: block,
    at: 0,
  };
  return subjectAt(sentence.text, at - sentence.at, names);
}

/** "part of Halvard Group", "Teil der Halvard Gruppe" after our own subject: the parent's name. */
const PARENT_CUE =
  /\b(?:(?:is |are )?(?:a |an )?part of|a subsidiary of|subsidiary of|a division of|owned by|a member of|teil der|teil des|tochter(?:gesellschaft|unternehmen)? (?:der|des|von)|gehört zu(?:r|m)?|(?:fait|font|faisons|faites) partie (?:du|de la|de l['’]|des)|filiale (?:du|de la|de)|(?:forma|forman|formamos) parte (?:de|del)|filial de|del av|ingår i|dotterbolag till|onderdeel van)/giu;

/** The parent organization text names for the company, when it names exactly one. */
export function parentInText(
  blocks: readonly string[],
  names: SubjectNames,
): string | undefined {
  const found = new Map<string, string>();
  for (const block of blocks)
    for (const m of block.matchAll(PARENT_CUE)) {
      const subject = subjectInBlock(block, m.index ?? 0, {
        own: names.own,
        others: [],
      });
      // The name is matched apart: case-sensitive, since a name is capitalised.
      const named = NAME_AFTER_CUE.exec(
        block.slice((m.index ?? 0) + m[0].length),
      );
      if (subject.kind !== 'ours' || !named) continue;
      const name = named[1].replace(/[.,;:]+$/, '').trim();
      if (names.own.some((own) => squashName(own) === squashName(name)))
        continue;
      if (squashName(name).length >= 2) found.set(squashName(name), name);
    }
  return found.size === 1 ? [...found.values()][0] : undefined;
}
