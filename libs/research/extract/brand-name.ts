// The company's name when the page's title does not plainly give it: a title that is a slogan,
// a brand in another script than its domain ("Вектор" at vektor.ru). The brand is then what the
// site shows as its own: a title part that is the domain's name, the logo's alt text, or the
// copyright holder when it is the domain's name, given as the company writes it (the legal form
// of a copyright line left out).
import { copyrightHolder, titleParts } from './site-identity.js';
import { nameMatchesDomain, namesAgree } from '../trust/names.js';
import type { PageData } from './page-data.js';
import { cleanText } from './clean-text.js';

const LOGO_WORDS =
  /(?<![\p{L}])(?:logo(?:type)?|home(?:page)?|startseite|zur|accueil|inicio|back to|go to|to the)(?![\p{L}])/giu;
const TRAILING_LEGAL_FORM =
  /[\s,]+(?:GmbH(?: & Co\. KG)?|AG|KG|Inc\.?|LLC|Ltd\.?|Limited|plc|S\.?A\.?S?|SARL|S\.?r\.?l\.?|S\.?p\.?A\.?|B\.?V\.?|N\.?V\.?|AB|ASA|A\/S|Oy|Sp\. z o\.o\.|Lda\.?|S\.?L\.?|Α\.?Ε\.?|ΕΠΕ|ΙΚΕ|Ο\.?Ε\.?)$/u;
const LEGAL_FORM_WORDS =
  /^(?:ООО|ОАО|ЗАО|ПАО|АО|ИП|株式会社|合同会社)\s*|\s*(?:株式会社|有限公司|股份有限公司|有限责任公司)$/u;
const QUOTES = /[«»"“”„'’]/g;

/** A name as written, without decoration, quotes or a legal form. */
function bareName(text: string): string | undefined {
  return cleanText(
    text
      .replace(LOGO_WORDS, ' ')
      .replace(QUOTES, ' ')
      .replace(LEGAL_FORM_WORDS, ' ')
      .replace(TRAILING_LEGAL_FORM, '')
      .replace(/^[\s|:–—-]+|[\s|:–—-]+$/g, ''),
    100,
  );
}

export function brandFromPage(
  data: PageData,
  brandNames: readonly string[],
  otherNames: readonly string[],
  domain: string,
): string | undefined {
  const parts = titleParts(data.title).filter((p) => brandNames.includes(p));
  const holder = copyrightHolder(data.text.blocks);
  const another = (name: string) =>
    !nameMatchesDomain(name, domain) &&
    otherNames.some((other) => namesAgree(name, other));
  const domainPart = parts.find((p) => nameMatchesDomain(p, domain));
  if (domainPart) return domainPart;
  for (const alt of data.logoAlts) {
    const name = bareName(alt);
    if (!name || another(name)) continue;
    if (
      nameMatchesDomain(name, domain) ||
      parts.some((p) => namesAgree(p, name)) ||
      (holder !== undefined && namesAgree(holder, name))
    )
      return name;
  }
  const held = holder ? bareName(holder) : undefined;
  return held && nameMatchesDomain(held, domain) && !another(held)
    ? held
    : undefined;
}
