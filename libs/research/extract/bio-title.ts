// A job title in a person's own profile bio, when the bio names where it is held: "Head of Growth
// at Acme", "Staff engineer @acme", "CTO, Acme", "Entwicklerin bei Acme", "Développeuse chez
// Acme". The title is kept only for the company of the address (`domain`): a bio naming another
// employer says nothing of the job at this one.
import { cleanText } from './clean-text.js';
import { nameMatchesDomain } from '../trust/names.js';

/** Words a job title holds: a role or a rank, in the languages profiles are written in. */
const ROLE =
  /\b(?:engineers?|developer|entwickler\w*|développeu\w+|desarrollador\w*|sviluppat\w+|ontwikkelaar|utvecklare|programist\w*|designer|architect|manager|lead|head|director|directeur\w*|directora?|direttore|chief|officer|founder|co-?founder|gründer\w*|fondat\w+|fundador\w*|oprichter|grundare|ceo|cto|cfo|coo|cmo|cpo|vp|vice president|president|partner|scientist|analyst|consultant|berater\w*|product owner|researcher|specialist|marketer|recruiter|advocate|evangelist|intern|geschäftsführer\w*|leiter\w*|ingénieur\w*|ingeniero\w*|ingegnere|programmer|sre|devops|owner|team lead)\b|разработчик\w*|руководител\w+|директор\w*|инженер\w*|основател\w+|エンジニア|マネージャー|工程师|经理|總監|总监/iu;
/** "at", "@", "," and their equivalents, followed by the employer's name. */
const AT_EMPLOYER =
  /^(.{2,80}?)\s*(?:\s(?:at|bei|chez|en|na|presso|bij|på|w|в|@)\s+@?|\s?@\s?|,\s+)([\p{L}\p{N}][\p{L}\p{N}&.'’ -]{0,60}?)(?=\s*(?:[.|·•;/()]|$|\s-\s|,))/u;

/** The title a bio states for the company of `domain`, if it states one. */
export function titleFromBio(
  bio: string | undefined,
  domain: string | undefined,
): string | undefined {
  if (!bio || !domain) return undefined;
  for (const line of bio.split(/\s*[\n|·•;]\s*|\.\s+/)) {
    const match = AT_EMPLOYER.exec(line.trim());
    if (!match) continue;
    const [, title, employer] = match;
    if (!ROLE.test(title) || title.split(/\s+/).length > 6) continue;
    if (!nameMatchesDomain(employer.trim(), domain)) continue;
    return cleanText(
      title.replace(/^(?:i['’]m|i am|ich bin|je suis)\s+(?:an?\s+)?/i, ''),
      120,
    );
  }
  return undefined;
}
