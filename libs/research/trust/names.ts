// Comparing organisation names with each other and with domains, the way people write them:
// case, accents, punctuation and legal forms ("GmbH", "Inc.", "Ltd") do not make two names differ.
import { romanisations } from './transliterate.js';

const LEGAL_FORMS =
  /\b(inc|incorporated|corp|corporation|co|company|llc|llp|lp|ltd|limited|plc|gmbh|mbh|ag|kg|ohg|ug|gbr|e\.?\s?v|se|sa|sas|sarl|srl|spa|s\.?\s?a|s\.?\s?l|bv|b\.?\s?v|nv|oy|oyj|ab|as|asa|aps|a\/s|kft|sp\.?\s?z\.?\s?o\.?\s?o|pty|pte|lda|sl)\b\.?/g;

/** Legal forms written in other scripts (\b knows ASCII letters only). */
const WIDE_LEGAL_FORMS =
  /(?<![\p{L}])(?:ооо|оао|зао|пао|ао|ип|αε|επε|ικε|οε)(?![\p{L}])|株式会社|合同会社|有限会社|\(株\)|股份有限公司|有限责任公司|有限公司/gu;

/**
 * Lowercase letters and digits only (of any script: a brand written in Cyrillic, Greek or Chinese
 * is a name too), accents folded, legal forms and "&" removed.
 */
export function squashName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(WIDE_LEGAL_FORMS, ' ')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The name-like part of a domain: `brennerei-walser.de` -> `brenneréiwalser` squashed. */
export function domainLabel(domain: string): string {
  return squashName(domain.split('.')[0] ?? '');
}

/** Affixes startups put around a name in a domain: getacme.com, acmehq.com, tryacme.io. */
const DOMAIN_AFFIXES =
  /^(get|try|use|join|go|hello|meet|with|the)|(hq|app|labs?|inc|team|group|io|online|global)$/;

/** Initials of a name's words: "International Business Machines" -> "ibm". */
function initials(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(LEGAL_FORMS, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
}

/**
 * True when `name` plausibly names the owner of `domain`: the squashed name and the domain's
 * label are equal, one starts with the other (at least 4 characters in common), the label is
 * the name's initials, or they agree once a startup affix (get-, -hq, -app) is dropped.
 */
export function nameMatchesDomain(name: string, domain: string): boolean {
  const squashed = squashName(name);
  // "Вектор" at vektor.ru: the name read in Latin letters.
  return [squashed, ...romanisations(squashed)].some((form) =>
    squashedMatchesDomain(form, name, domain),
  );
}

function squashedMatchesDomain(
  squashed: string,
  name: string,
  domain: string,
): boolean {
  const label = domainLabel(domain);
  if (label.length < 2 || squashed.length < 2) return false;
  const bare = label.replace(DOMAIN_AFFIXES, '');
  for (const candidate of new Set([label, bare])) {
    if (candidate.length < 2) continue;
    if (squashed === candidate) return true;
    const shorter = Math.min(squashed.length, candidate.length);
    if (
      shorter >= 4 &&
      (squashed.startsWith(candidate) || candidate.startsWith(squashed))
    )
      return true;
    if (candidate.length >= 2 && initials(name) === candidate) return true;
  }
  return false;
}

/**
 * An account name (an X handle, or the name a link's text gives it) that is exactly one of the
 * company's names or its domain's name, give or take a startup affix ("acmehq", "getacme",
 * "acme_hq"). Strict, unlike namesAgree: people and companies share X's namespace, and an
 * employee's "jane_acme" contains the company's name without being the company's.
 */
export function accountIsCompanys(
  value: string,
  names: readonly string[],
  domain: string,
): boolean {
  const squashed = squashName(value);
  if (squashed.length < 2) return false;
  const label = domainLabel(domain);
  const ours = [
    ...names.map(squashName),
    label,
    label.replace(DOMAIN_AFFIXES, ''),
  ].filter((name) => name.length >= 2);
  const bare = squashed.replace(DOMAIN_AFFIXES, '');
  return ours.some((name) => name === squashed || name === bare);
}

/** Two organisation names that are the same name ("Acme GmbH" and "ACME"), or one contains the other. */
export function namesAgree(a: string, b: string): boolean {
  const x = squashName(a);
  const y = squashName(b);
  if (x.length < 2 || y.length < 2) return false;
  if (x === y) return true;
  const shorter = Math.min(x.length, y.length);
  return shorter >= 4 && (x.includes(y) || y.includes(x));
}
