// Company facts stated only in prose: headcount ("a team of 85", "über 1.200 Mitarbeiter"),
// headquarters ("headquartered in Porto") and funding ("raised a $12M Series A"). Pages also say
// things that look alike but are about someone else ("teams of 5 to 500 people", "our clients
// have raised $300M", "Series A-ready startups"), so each reader wants the company (or "we") as
// the subject, and two different answers on one page are no answer.
import { parseAmount, parseCount } from './numbers.js';
import { cleanText } from './clean-text.js';
import { STAFF_WORDS } from './text-cues.js';
import { domainLabel, namesAgree, squashName } from '../trust/names.js';

export interface TextFacts {
  employeeCount?: number;
  companyLocation?: string;
  fundingStage?: string;
  /** US dollars only: an amount in another currency is no USD total */
  totalFunding?: number;
}

const NUMBER = String.raw`(?<![\d.,'’])(?:\d{1,3}(?:[.,'’ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)`;
const MAGNITUDE = String.raw`k|tsd\.?|tausend|thousand`;
const ABOUT = String.raw`(?:over|more than|nearly|almost|about|around|approximately|some|roughly|close to|über|mehr als|rund|ca\.|etwa|fast|plus de|près de|environ|más de|cerca de|mais de|oltre|ruim|meer dan|ongeveer|bijna)`;

/** "85 engineers", "1.200 Mitarbeiter", "140 people work for …" */
const COUNT_THEN_STAFF = new RegExp(
  String.raw`(?:${ABOUT}\s+)?(${NUMBER})\s?(${MAGNITUDE})?\+?\s+(?:[\p{L}-]+\s+){0,2}?(?:${STAFF_WORDS})\b`,
  'giu',
);
/** "a team of 85", "employs 1,200", "une équipe de 40", "Team aus 12" */
const STAFF_THEN_COUNT = new RegExp(
  String.raw`\b(?:(?:a|our|the)\s+team\s+of|staff\s+of|workforce\s+of|headcount\s+of|employs|employing|beschäftigt(?:\s+heute)?|team\s+(?:aus|von)|une\s+équipe\s+de|compte(?:\s+aujourd[’']hui)?|un\s+equipo\s+de|emplea\s+a|een\s+team\s+van|uma\s+equipe\s+de)\s+(?:${ABOUT}\s+)?(${NUMBER})\s?(${MAGNITUDE})?\b`,
  'giu',
);
/** Words before a number that make it someone else's size: customers, targets, ranges. */
const NOT_OURS_BEFORE =
  /\b(?:with|for|from|teams of|companies|businesses|customers|clients|organi[sz]ations|up to|serving|serve|trusted by|helped|helping|help|supports?|between|firms|of)\s*$/i;
const RANGE_AFTER = /^\s*(?:to|-|–|bis|à|a)\s*\d/i;

export function headcountIn(blocks: readonly string[]): number | undefined {
  const found = new Set<number>();
  for (const block of blocks) {
    for (const pattern of [STAFF_THEN_COUNT, COUNT_THEN_STAFF]) {
      for (const match of block.matchAll(pattern)) {
        const index = match.index ?? 0;
        const before = block.slice(Math.max(0, index - 30), index);
        const numberEnd = index + match[0].indexOf(match[1]) + match[1].length;
        const after = block.slice(numberEnd);
        if (pattern === COUNT_THEN_STAFF && NOT_OURS_BEFORE.test(before))
          continue;
        if (RANGE_AFTER.test(after) || /\d\s*(?:to|-|–|bis)\s*$/i.test(before))
          continue;
        const count = parseCount(match[1], match[2]);
        if (count !== undefined && count <= 5_000_000) found.add(count);
      }
    }
  }
  // Two different headcounts on one page: no headcount.
  return found.size === 1 ? [...found][0] : undefined;
}

const PLACE_WORD = String.raw`(?:St\.\s|Ste\.\s|Mt\.\s)?[\p{Lu}][\p{L}'’-]*`;
const PLACE = String.raw`(${PLACE_WORD}(?:[ -]${PLACE_WORD}){0,3})(?:,\s*((?:the\s+)?${PLACE_WORD}(?:\s${PLACE_WORD}){0,2}))?`;
const HQ_CUES = [
  String.raw`headquartered\s+in`,
  String.raw`headquarters\s+(?:is|are)\s+(?:located\s+)?in`,
  String.raw`head\s+office\s+(?:is\s+)?in`,
  String.raw`\bHQ\s*(?::|is\s+in|in)`,
  String.raw`(?:we\s+are|we['’]re|is)\s+based\s+in`,
  String.raw`hauptsitz\s+(?:ist\s+)?in`,
  String.raw`firmensitz\s+(?:ist\s+)?in`,
  String.raw`mit\s+sitz\s+in`,
  String.raw`siège(?:\s+social)?\s+(?:est\s+)?(?:situé\s+)?à`,
  String.raw`sede(?:\s+central)?\s+(?:está\s+)?en`,
  String.raw`hoofdkantoor\s+(?:is\s+)?in`,
];
// The cue is matched case-insensitively; the place must be capitalised, so it is matched apart
// (under the i flag \p{Lu} would match any letter).
const HQ_CUE = new RegExp(String.raw`(?:${HQ_CUES.join('|')})\s+`, 'giu');
const PLACE_AT = new RegExp(PLACE, 'uy');

export function headquartersIn(blocks: readonly string[]): string | undefined {
  const found = new Map<string, string>();
  for (const block of blocks) {
    for (const cue of block.matchAll(HQ_CUE)) {
      PLACE_AT.lastIndex = (cue.index ?? 0) + cue[0].length;
      const match = PLACE_AT.exec(block);
      if (!match) continue;
      const after = block.slice(PLACE_AT.lastIndex);
      // "Headquartered in Manchester, Brickfield works with …": the part after the comma is
      // the sentence's subject, not a region.
      const region =
        match[2] && !/^\s+\p{Ll}/u.test(after) ? match[2] : undefined;
      const place = cleanText(region ? `${match[1]}, ${region}` : match[1], 80);
      if (place) found.set(squashName(match[1]), place);
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

const STAGES: ReadonlyArray<[RegExp, string]> = [
  [/\bpre-?seed\b/i, 'Pre-Seed'],
  [/\bseed\b/i, 'Seed'],
  ...'ABCDEFGH'
    .split('')
    .map((letter): [RegExp, string] => [
      new RegExp(
        String.raw`\bseri(?:es|e)\s+${letter}\b(?![-–]\s?(?:ready|stage|startups?|companies))`,
        'i',
      ),
      `Series ${letter}`,
    ]),
];
const FUNDING_VERB =
  /\b(?:raised|raises|raise|closed|closes|secured|secures|landed|lands|completed|announced|announces|sammelt|sammelte|erhielt|a levé|lève|levé|cerró|recaudó|obtained)\b/i;
const FUNDING_NOUN =
  /\b(?:round|funding|financing|investment|series|seed|finanzierung\w*|levée|ronda|tour de table)\b/i;
const USD = String.raw`(?:US\$|USD\s?|\$)`;
const AMOUNT = new RegExp(
  String.raw`(${USD}|€|EUR\s?|£|GBP\s?|CHF\s?)?\s?(${NUMBER})\s?(k|m|mm|mn|bn|b|million|billion|mio\.?|mrd\.?|millionen|milliarden)?\b\.?\s?(dollars?|euros?|eur\b|pounds?)?`,
  'giu',
);
const TOTAL_CUE =
  /\b(?:to date|in total|total funding|a total of|in funding so far|bringing (?:its |our |the )?total)\b/i;

function isOurSubject(
  sentence: string,
  verbAt: number,
  names: readonly string[],
): boolean {
  const head = sentence.slice(0, verbAt);
  // Money others raised ("our clients have raised $300M", "startups that raised a Series A").
  if (
    /\b(?:clients?|customers?|portfolio|startups|founders|companies|partners|users)\b/i.test(
      head,
    )
  )
    return false;
  if (
    /\b(?:we|we['’]ve|we have|wir|nous|hemos|our company|the company)\b/i.test(
      head,
    )
  )
    return true;
  const words = head.split(/[^\p{L}\p{N}&.'-]+/u).filter(Boolean);
  for (let n = 1; n <= 4; n++)
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      if (names.some((name) => namesAgree(phrase, name))) return true;
    }
  return false;
}

export function fundingIn(
  blocks: readonly string[],
  names: readonly string[],
): Pick<TextFacts, 'fundingStage' | 'totalFunding'> {
  const stages = new Set<string>();
  const amounts: Array<{ usd: number | undefined; total: boolean }> = [];
  for (const block of blocks) {
    for (const sentence of block.split(/(?<=[.!?])\s+/)) {
      const verb = FUNDING_VERB.exec(sentence);
      if (!verb || !isOurSubject(sentence, verb.index, names)) continue;
      const rest = sentence.slice(verb.index);
      const stage = STAGES.filter(([pattern]) => pattern.test(rest)).at(
        -1,
      )?.[1];
      const money = [...rest.matchAll(AMOUNT)].filter(
        (m) => (m[1] || m[4]) && (m[3] || /\d{3}/.test(m[2])),
      );
      if (
        !stage &&
        !(money.length && FUNDING_NOUN.test(rest)) &&
        !TOTAL_CUE.test(rest)
      )
        continue;
      if (stage) stages.add(stage);
      for (const m of money) {
        const currency = (m[1] ?? m[4] ?? '').trim().toLowerCase();
        const isUsd =
          /\$|usd|dollar/.test(currency) && !/^[ca]\$/.test(currency);
        const at = m.index ?? 0;
        // "… bringing our total to $25 million": the cue sits right around its amount.
        const around = rest.slice(Math.max(0, at - 40), at + m[0].length + 25);
        amounts.push({
          usd: isUsd ? parseAmount(m[2], m[3]) : undefined,
          total: TOTAL_CUE.test(around),
        });
      }
    }
  }
  const out: Pick<TextFacts, 'fundingStage' | 'totalFunding'> = {};
  if (stages.size > 0) out.fundingStage = latestStage([...stages]);
  const totals = amounts.filter((a) => a.total);
  const pick =
    totals.length === 1
      ? totals[0]
      : amounts.length === 1
        ? amounts[0]
        : undefined;
  if (pick?.usd !== undefined && pick.usd >= 10_000)
    out.totalFunding = pick.usd;
  return out;
}

function latestStage(stages: string[]): string {
  const order = [
    'Pre-Seed',
    'Seed',
    ...'ABCDEFGH'.split('').map((l) => `Series ${l}`),
  ];
  return stages.sort((a, b) => order.indexOf(b) - order.indexOf(a))[0];
}

/** Every prose fact a page states about its company (`names`: the company's names). */
export function textFacts(
  blocks: readonly string[],
  names: readonly string[],
  domain: string,
): TextFacts {
  const subjects = [...names, domainLabel(domain)].filter((n) => n.length >= 2);
  return {
    employeeCount: headcountIn(blocks),
    companyLocation: headquartersIn(blocks),
    ...fundingIn(blocks, subjects),
  };
}
