// Funding as company sites state it: rounds ("raised a $12M Series A", "a levé 8 M€ en série A")
// and totals ("$15.5M to date", "brings total funding to …", "insgesamt 20 Mio. Euro", "across
// three rounds"). A round is not a total: totalFunding comes only from an amount stated as one,
// in whatever currency it is stated, and is recorded with that currency. fundingStage is the
// latest round named.
import { parseAmount } from './numbers.js';

export interface FundingMatch {
  /** where in the block the statement is (its verb, or its total cue) */
  at: number;
  stage?: string;
  total?: { amount: number; currency: string };
}

const NUMBER = String.raw`(?<![\d.,'’])(?:\d{1,3}(?:[.,'’ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)`;
const STAGE_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/\bpre-?seed\b/i, 'Pre-Seed'],
  [/\b(?:seed|semilla|saat)(?:-?runde|-?finanzierung|\s+round)?\b/i, 'Seed'],
  ...'ABCDEFGH'
    .split('')
    .map((letter): [RegExp, string] => [
      new RegExp(
        String.raw`\bs[eé]ri(?:es|e)\s+${letter}\b(?![-–]\s?(?:ready|stage|startups?|companies))`,
        'i',
      ),
      `Series ${letter}`,
    ]),
];
/** Cyrillic letters that look like the Latin ones a round is named by. */
const LOOKALIKE: Readonly<Record<string, string>> = {
  A: '[AА]',
  B: '[BВ]',
  C: '[CС]',
  E: '[EЕ]',
  H: '[HН]',
};

/** Rounds written in other scripts and word orders: "раунд A", "シリーズA", "A轮", "runda A". */
const WIDE_STAGES: ReadonlyArray<[RegExp, string]> = [
  [/(?:посевн\w+\s+раунд|シードラウンド|种子轮|種子輪)/u, 'Seed'],
  ...'ABCDEFGH'
    .split('')
    .map((letter): [RegExp, string] => [
      new RegExp(
        String.raw`(?:(?:раунд[а-я]*|runda|runde)\s+${LOOKALIKE[letter] ?? letter}(?![\p{L}])|シリーズ\s?${letter}|${letter}\s?(?:轮|輪))`,
        'u',
      ),
      `Series ${letter}`,
    ]),
];

/** The first person owning a round without a verb: "our Series A", "unsere Seed-Runde". */
const OUR_ROUND =
  /\b(?:our|unsere?[mnrs]?|notre|nuestra|nossa|nostro|nostra|onze|vår|vårt)\b|(?<![\p{L}])(?:nasz\w*|наш\w*)(?![\p{L}])|私たちの|弊社の|我们的|我們的/iu;
/** Someone else's round the company only helped with, advised on or invested in. */
const NOT_OWN_ROUND =
  /\b(?:help(?:ed|ing|s)?|advis(?:ed|ing|es)|support(?:ed|ing|s)|invest(?:ed|ing|s)?\s+in|participat(?:ed|es|ing)\s+in|co-?led|led|for\s+(?:our\s+)?(?:clients?|customers?|portfolio))\b/i;

export const STAGE_ORDER = [
  'Pre-Seed',
  'Seed',
  ...'ABCDEFGH'.split('').map((l) => `Series ${l}`),
];

const FUNDING_VERB =
  /(?<![\p{L}])(?:pozyska[łl]\p{L}*|zebra[łl]\p{L}*|привлек\p{L}*|закрыл\p{L}*|arrecadou|ha raccolto|chiuso|opgehaald|ophaalde)(?![\p{L}])|調達|完成了|获得了?|獲得了?|\b(?:raised|raises|raise|has raised|closed|closes|secured|secures|landed|lands|completed|announced|announces|obtained|sammelt|sammelte|eingesammelt|erhielt|erhält|erhalten|abgeschlossen|a levé|lève|levé|levée|cerró|recaudó|recaudado|levantó|levantado|captado|obtuvo|obtenido|captou|levantou|schloss|schlossen|tagit in|tog in|har rest|stängde|säkrade|haalde|opgehaald|raccolto)\b/iu;
const FUNDING_NOUN =
  /\b(?:round|funding|financing|investment|series|seed|finanzierung\w*|levée|ronda|tour de table|finansiering|runda|financiering|investering)\b/iu;
/** A total stated before its amount: "brings total funding to", "a total of", "insgesamt". */
const TOTAL_BEFORE =
  /(?:\btotal(?:\s+funding|\s+raised|\s+investment)?(?:\s+(?:to\s+date|so\s+far))?\s*(?:of|to|:|at|is|was|reached|now)?|\bin\s+total|\bto\s+date|\bin\s+all|\bbringing\s+(?:its\s+|our\s+|the\s+)?total(?:\s+funding)?\s+to|\bbrings?\s+(?:its\s+|our\s+|the\s+)?total(?:\s+funding)?\s+to|\binsgesamt|\bgesamt(?:finanzierung|summe)?|\bau\s+total|\ben\s+total|\btotalt|\bsammanlagt|\bin\s+totaal|\bcumulative(?:ly)?)\s*(?:(?:more than|over|about|around|some|rund|über|plus de|más de|över)\s+)?$/iu;
/** A total stated after its amount: "to date", "in total", "across three rounds", "so far". */
const TOTAL_AFTER =
  /^\s*(?:(?:in|of)\s+(?:funding|capital|venture (?:funding|capital)|investment)\s+)?(?:to\s+date|in\s+total|so\s+far|altogether|in\s+all|overall|across\s+(?:two|three|four|five|six|several|multiple|all|its|our|\d+)\s+(?:funding\s+)?rounds|over\s+(?:two|three|four|five|\d+)\s+rounds|since\s+(?:its\s+|our\s+)?(?:founding|inception|launch)|since\s+(?:19|20)\d\d|insgesamt|bisher|bis\s+heute|au\s+total|à\s+ce\s+jour|en\s+total|hasta\s+la\s+fecha|hittills|totalt|tot\s+nu\s+toe)\b/iu;

const CURRENCY_PREFIX = String.raw`US\$|USD|C\$|CA\$|A\$|AU\$|\$|€|EUR|£|GBP|CHF|SEK|NOK|DKK|MSEK|MNOK|MDKK`;
const MAGNITUDE = String.raw`k|m|mm|mn|bn|b|million|millions|billion|billions|mio\.?|mrd\.?|millionen|milliarden?|miljoner|miljon|miljarder|millones|millón|milliards?|miljoen`;
const CURRENCY_SUFFIX = String.raw`dollars?|usd|euros?|eur|pounds?|gbp|kronor|sek|msek|nok|mnok|dkk|chf|francs?|d['’]euros|de\s+euros|de\s+dólares|€|\$|£`;
const AMOUNT = new RegExp(
  String.raw`(${CURRENCY_PREFIX})?\s?(${NUMBER})\s?(${MAGNITUDE})?(?![\p{L}])\.?\s?(${CURRENCY_SUFFIX})?(?![\p{L}])`,
  'giu',
);

/** ISO 4217 code of a currency as written, with the magnitude "MSEK" implies. */
function currencyOf(
  written: string,
): { code: string; factor: number } | undefined {
  const w = written.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^(?:us\$|usd|\$|dollars?|de dólares)$/.test(w))
    return { code: 'USD', factor: 1 };
  if (/^(?:c\$|ca\$)$/.test(w)) return { code: 'CAD', factor: 1 };
  if (/^(?:a\$|au\$)$/.test(w)) return { code: 'AUD', factor: 1 };
  if (/^(?:€|eur|euros?|d['’]euros|de euros)$/.test(w))
    return { code: 'EUR', factor: 1 };
  if (/^(?:£|gbp|pounds?)$/.test(w)) return { code: 'GBP', factor: 1 };
  if (/^(?:chf|francs?)$/.test(w)) return { code: 'CHF', factor: 1 };
  if (/^(?:sek|kronor)$/.test(w)) return { code: 'SEK', factor: 1 };
  if (w === 'msek') return { code: 'SEK', factor: 1e6 };
  if (w === 'nok') return { code: 'NOK', factor: 1 };
  if (w === 'mnok') return { code: 'NOK', factor: 1e6 };
  if (w === 'dkk') return { code: 'DKK', factor: 1 };
  if (w === 'mdkk') return { code: 'DKK', factor: 1e6 };
  return undefined;
}

/** The funding statements in one sentence of a block (`offset`: where it starts in the block). */
export function fundingInSentence(
  sentence: string,
  offset: number,
): FundingMatch[] {
  const verb = FUNDING_VERB.exec(sentence) ?? OUR_ROUND.exec(sentence);
  const totalCue =
    /\b(?:total|totalt|insgesamt|bisher|to date|so far|rounds|sammanlagt|hittills|cumulative)\b/iu.test(
      sentence,
    );
  if (!verb && !totalCue) return [];
  const from = verb?.index ?? 0;
  const rest = sentence.slice(from);
  const stage = ownStage(sentence, verb);
  const out: FundingMatch[] = [];
  if (stage) out.push({ at: offset + from, stage });
  if (!stage && !FUNDING_NOUN.test(rest) && !totalCue) return out;
  for (const m of sentence.matchAll(AMOUNT)) {
    const written = m[1] ?? m[4];
    if (!written || !(m[3] || /\d{3}/.test(m[2]))) continue;
    const currency = currencyOf(written);
    const at = m.index ?? 0;
    const before = sentence.slice(Math.max(0, at - 60), at);
    const after = sentence.slice(at + m[0].length);
    if (!TOTAL_BEFORE.test(before) && !TOTAL_AFTER.test(after)) continue;
    const amount = currency ? parseAmount(m[2], m[3] ?? undefined) : undefined;
    if (currency && amount !== undefined && amount * currency.factor >= 10_000)
      out.push({
        at: offset + at,
        total: { amount: amount * currency.factor, currency: currency.code },
      });
  }
  return out;
}

/**
 * The latest round `sentence` names as the company's own: after its funding verb, or (in
 * Japanese and Chinese, and after "our": "unsere Seed-Runde schlossen wir ab") anywhere after
 * the possessive; never one it helped another raise.
 */
function ownStage(
  sentence: string,
  verb: RegExpExecArray | null,
): string | undefined {
  if (!verb) return undefined;
  // Japanese and Chinese name the round before the verb ("シリーズBで資金を調達").
  const verbLast = !/^\p{Script=Latin}|^\p{Script=Cyrillic}/u.test(verb[0]);
  const possessive = OUR_ROUND.exec(sentence);
  const starts = [verbLast ? 0 : verb.index];
  if (possessive && possessive.index < verb.index)
    starts.push(possessive.index);
  for (const start of starts) {
    const scope = sentence.slice(start);
    const named = [...STAGE_PATTERNS, ...WIDE_STAGES]
      .map(([pattern, stage]) => ({ stage, at: scope.search(pattern) }))
      .filter((s) => s.at >= 0);
    const latest = latestStage(named.map((s) => s.stage));
    if (!latest) continue;
    const where = start + named.find((s) => s.stage === latest)!.at;
    // "We helped Acme raise its Series A", "we led the seed round of …": another's round.
    return NOT_OWN_ROUND.test(sentence.slice(0, where)) ? undefined : latest;
  }
  return undefined;
}

export function latestStage(stages: readonly string[]): string | undefined {
  return [...stages].sort(
    (a, b) => STAGE_ORDER.indexOf(b) - STAGE_ORDER.indexOf(a),
  )[0];
}
