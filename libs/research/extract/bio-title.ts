// A job title in a person's own profile bio, when the bio names where it is held: "Head of Growth
// at Acme", "Staff engineer @acme", "CTO, Acme", "Entwicklerin bei Acme", "Développeuse chez
// Acme". The title is kept only for the company of the address (`domain`): a bio naming another
// employer says nothing of the job at this one.
import { cleanText } from './clean-text.js';
import { nameMatchesDomain } from '../trust/names.js';
import { TITLE_WORDS } from './title-words.js';

/** "at", "@", "," and their equivalents, followed by the employer's name. */
const AT_EMPLOYER =
  /^(.{2,80}?)\s*(?:\s(?:at|bei|chez|en|na|presso|bij|på|w|в|@)\s+@?|\s?@\s?|,\s+)([\p{L}\p{N}][\p{L}\p{N}&.'’ -]{0,60}?)(?=\s*(?:[.|·•;/()]|$|\s-\s|,))/u;

/** A title a bio states and the employer it names ("Head of Growth at Globex"). */
export interface BioTitle {
  title: string;
  /** the employer named is the company of the address */
  here: boolean;
}

/** The titles a bio states with the employer each is held at. */
export function bioTitles(
  bio: string | undefined,
  domain: string | undefined,
): BioTitle[] {
  if (!bio || !domain) return [];
  const found: BioTitle[] = [];
  for (const line of bio.split(/\s*[\n|·•;]\s*|\.\s+/)) {
    const match = AT_EMPLOYER.exec(line.trim());
    if (!match) continue;
    const [, written, employer] = match;
    if (!TITLE_WORDS.test(written) || written.split(/\s+/).length > 6) continue;
    const title = cleanText(
      written.replace(/^(?:i['’]m|i am|ich bin|je suis)\s+(?:an?\s+)?/i, ''),
      120,
    );
    if (title)
      found.push({ title, here: nameMatchesDomain(employer.trim(), domain) });
  }
  return found;
}

/** The title a bio states for the company of `domain`, if it states one. */
export function titleFromBio(
  bio: string | undefined,
  domain: string | undefined,
): string | undefined {
  return bioTitles(bio, domain).find((t) => t.here)?.title;
}

/**
 * The title a bio states at another employer (for the report: a title that was stated, and
 * refused as held elsewhere), when it states none here.
 */
export function titleElsewhere(
  bio: string | undefined,
  domain: string | undefined,
): string | undefined {
  const titles = bioTitles(bio, domain);
  return titles.some((t) => t.here)
    ? undefined
    : titles.find((t) => !t.here)?.title;
}
