// Company facts stated only in prose: headcount ("a team of 85", "über 1.200 Mitarbeiter"),
// headquarters ("headquartered in Porto") and funding ("raised a $12M Series A", "$15.5M to
// date"). Pages also say things that look alike but are about someone else: the group the
// company is part of ("part of Halvard Group, 12,000 people in 14 countries"), customers ("teams
// of 5 to 500 people", "our clients have raised $300M"), someone quoted. So each fact is kept only
// when its subject is the company (text-subjects.ts: "we", or its own name), and two different
// answers on one page are no answer. Text addressed to machines is never read for facts.
import { parseCount } from './numbers.js';
import { addressCities, type AddressCity } from './address-text.js';
import { headcountRangesIn } from './headcount-range.js';
import { headquartersStated } from './headquarters-text.js';
import { fundingInSentence, latestStage } from './funding-text.js';
import { STAFF_WORDS } from './text-cues.js';
import {
  parentInText,
  sentencesOf,
  subjectAt,
  subjectInBlock,
  type SubjectNames,
} from './text-subjects.js';
import { looksLikeInstructions } from '../trust/instructions.js';
import { domainLabel, squashName } from '../trust/names.js';
import type { FactKey } from '../types.js';

/** A fact stated in prose, with the identity link that makes it the company's. */
export interface TextFinding<T> {
  value: T;
  /** `own_site`: an address in the site's own footer or <address> that names no one else */
  link: 'first_person' | 'brand' | 'own_site';
}

/** A value the text states about someone else, or about no one we can tell. */
export interface TextDrop {
  key: FactKey;
  value: string | number;
  reason: 'other_subject' | 'no_identity_link' | 'conflict';
  /** whose it is, in our words ("names Halvard Group", "part of") */
  subject?: string;
}

export interface TextFacts {
  employeeCount?: TextFinding<number>;
  /** a stated range ("51–200 employees"), as a size band when it lies within one */
  employeeRange?: TextFinding<string>;
  companyLocation?: TextFinding<string>;
  fundingStage?: TextFinding<string>;
  /** only a total stated as one, in the currency it is stated in (ISO 4217) */
  totalFunding?: TextFinding<number> & { currency: string };
  /** the cities of the company's own postal addresses (footer, <address>), each with its link */
  addresses: Array<AddressCity & { link: TextFinding<string>['link'] }>;
  /** the parent organization the text names ("part of Halvard Group") */
  parent?: string;
  dropped: TextDrop[];
  /** a block addressed to machines was set aside */
  quarantined: boolean;
}

interface Stated<T> {
  value: T;
  block: string;
  at: number;
  currency?: string;
  /** a label ("Headquarters: Austin") with no subject named is the site owner's */
  label?: boolean;
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
const RANGE_AFTER = /^\s*(?:to|-|–|—|bis|à|a|do|до|〜|~)\s*\d/i;
const RANGE_BEFORE =
  /\d\s*(?:to|-|–|—|bis|and|und|et|y|e|en|och|tot|do|до|и|a|à|〜|~)\s*$/i;

/** Every headcount a block states, where it states it. */
export function headcountsIn(block: string): Array<Stated<number>> {
  const found: Array<Stated<number>> = [];
  for (const pattern of [STAFF_THEN_COUNT, COUNT_THEN_STAFF]) {
    for (const match of block.matchAll(pattern)) {
      const index = match.index ?? 0;
      const before = block.slice(Math.max(0, index - 30), index);
      const numberEnd = index + match[0].indexOf(match[1]) + match[1].length;
      const after = block.slice(numberEnd);
      if (pattern === COUNT_THEN_STAFF && NOT_OURS_BEFORE.test(before))
        continue;
      // One end of a range ("51–200 employees", "between 10 and 50 people") is no count.
      if (RANGE_AFTER.test(after) || RANGE_BEFORE.test(before)) continue;
      const count = parseCount(match[1], match[2]);
      // Attributed where the number is: "our team of 60" after "Halvard Group has …" is ours.
      if (count !== undefined && count <= 5_000_000)
        found.push({ value: count, block, at: numberEnd - match[1].length });
    }
  }
  return found;
}

/** The one headcount `blocks` state, whoever it is about (none when they state two). */
export function headcountIn(blocks: readonly string[]): number | undefined {
  return onlyValue(blocks.flatMap(headcountsIn));
}

/** Every headquarters a block states, where it states it. */
function statedSeats(block: string): Array<Stated<string>> {
  return headquartersStated(block).map((s) => ({ ...s, block }));
}

/** The one headquarters `blocks` state, whoever it is about. */
export function headquartersIn(blocks: readonly string[]): string | undefined {
  return onlyValue(blocks.flatMap(statedSeats));
}

/** Funding rounds and totals a block states, where it states them. */
function fundingStated(block: string): {
  stages: Array<Stated<string>>;
  totals: Array<Stated<number>>;
} {
  const stages: Array<Stated<string>> = [];
  const totals: Array<Stated<number>> = [];
  for (const sentence of sentencesOf(block))
    for (const match of fundingInSentence(sentence.text, sentence.at)) {
      if (match.stage) stages.push({ value: match.stage, block, at: match.at });
      if (match.total)
        totals.push({
          value: match.total.amount,
          currency: match.total.currency,
          block,
          at: match.at,
        });
    }
  return { stages, totals };
}

/** Funding `blocks` state, whoever it is about (the unit tests' view of the readers). */
export function fundingIn(blocks: readonly string[]): {
  fundingStage?: string;
  totalFunding?: { amount: number; currency: string };
} {
  const stages = blocks.flatMap((b) => fundingStated(b).stages);
  const totals = blocks.flatMap((b) => fundingStated(b).totals);
  const stage = latestStage(stages.map((s) => s.value));
  const total = onlyStated(totals);
  return {
    ...(stage ? { fundingStage: stage } : {}),
    ...(total
      ? { totalFunding: { amount: total.value, currency: total.currency! } }
      : {}),
  };
}

function onlyValue<T>(stated: ReadonlyArray<Stated<T>>): T | undefined {
  return onlyStated(stated)?.value;
}

function onlyStated<S extends Stated<unknown>>(
  stated: readonly S[],
): S | undefined {
  const keys = new Set(
    stated.map((s) => `${squashName(String(s.value))} ${s.currency ?? ''}`),
  );
  return keys.size === 1 ? stated[0] : undefined;
}

/** Every prose fact a page states about its company, each with its identity link. */
export function textFacts(
  allBlocks: readonly string[],
  names: SubjectNames,
  domain: string,
  addressBlocks: readonly string[] = [],
): TextFacts {
  // The company is also called by its name's first word ("Tidewater" for Tidewater Freight)
  // and by its domain's first label, unless another subject's name starts the same way.
  const short = [...names.own, domain.split('.')[0].split('-')[0]]
    .map((n) => n.split(/\s+/)[0])
    .filter(
      (word) =>
        word.length >= 4 &&
        !names.others.some((other) =>
          squashName(other).startsWith(squashName(word)),
        ),
    );
  const own = [...names.own, ...short, domainLabel(domain)].filter(
    (n) => squashName(n).length >= 2,
  );
  const subjects: SubjectNames = { ...names, own };
  const blocks = allBlocks.filter((block) => !looksLikeInstructions(block));
  const dropped: TextDrop[] = [];
  const ours = <T extends string | number>(
    key: FactKey,
    stated: ReadonlyArray<Stated<T>>,
  ): Array<Stated<T> & { link: TextFinding<T>['link'] }> => {
    const kept: Array<Stated<T> & { link: TextFinding<T>['link'] }> = [];
    for (const s of stated) {
      const subject = subjectInBlock(s.block, s.at, subjects);
      if (subject.kind === 'ours') kept.push({ ...s, link: subject.link });
      else if (
        subject.kind === 'none' &&
        s.label &&
        names.firstPersonIsOurs !== false
      )
        kept.push({ ...s, link: 'own_site' });
      else
        dropped.push({
          key,
          value: s.value,
          reason:
            subject.kind === 'other' ? 'other_subject' : 'no_identity_link',
          ...(subject.kind === 'other'
            ? { subject: subject.name ?? subject.why }
            : {}),
        });
    }
    return kept;
  };
  const one = <T extends string | number>(
    key: FactKey,
    kept: Array<Stated<T> & { link: TextFinding<T>['link'] }>,
  ) => {
    const only = onlyStated(kept);
    if (!only && kept.length)
      dropped.push({ key, value: kept[0].value, reason: 'conflict' });
    return only;
  };
  const headcount = one(
    'employeeCount',
    ours('employeeCount', blocks.flatMap(headcountsIn)),
  );
  const range = one(
    'employeeRange',
    ours(
      'employeeRange',
      blocks.flatMap((block) =>
        headcountRangesIn(block).map((r) => ({ ...r, block })),
      ),
    ),
  );
  const place = one(
    'companyLocation',
    ours('companyLocation', blocks.flatMap(statedSeats)),
  );
  const funding = blocks.map(fundingStated);
  const stages = ours(
    'fundingStage',
    funding.flatMap((f) => f.stages),
  );
  const stage = latestStage(stages.map((s) => s.value));
  const total = one(
    'totalFunding',
    ours(
      'totalFunding',
      funding.flatMap((f) => f.totals),
    ),
  );
  const parent = parentInText(blocks, subjects);
  const addresses: TextFacts['addresses'] = [];
  for (const block of addressBlocks) {
    if (looksLikeInstructions(block)) continue;
    for (const city of addressCities(block)) {
      // Whose address: the organization named on its lines (ours, another's, or no one's: on
      // the site's own footer, the site's owner's).
      const subject = subjectAt(city.context, city.context.length, subjects);
      if (subject.kind === 'other')
        dropped.push({
          key: 'companyLocation',
          value: city.city,
          reason: 'other_subject',
          subject: subject.name ?? subject.why,
        });
      else if (names.firstPersonIsOurs !== false)
        addresses.push({
          ...city,
          link: subject.kind === 'ours' ? subject.link : 'own_site',
        });
    }
  }
  return {
    addresses,
    ...(headcount
      ? { employeeCount: { value: headcount.value, link: headcount.link } }
      : {}),
    ...(range
      ? { employeeRange: { value: range.value, link: range.link } }
      : {}),
    ...(place
      ? { companyLocation: { value: place.value, link: place.link } }
      : {}),
    ...(stage
      ? {
          fundingStage: {
            value: stage,
            link: stages.find((s) => s.value === stage)!.link,
          },
        }
      : {}),
    ...(total
      ? {
          totalFunding: {
            value: total.value,
            link: total.link,
            currency: total.currency!,
          },
        }
      : {}),
    ...(parent ? { parent } : {}),
    dropped,
    quarantined: blocks.length !== allBlocks.length,
  };
}
