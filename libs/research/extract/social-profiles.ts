// The company profiles read off its own pages, each as one entry: how a link to it is
// recognised, which words of a link's text only name the platform, and how strictly the
// account's name must be the company's. company-links.ts applies the one rule to every entry.
import {
  accountIsCompanys,
  nameMatchesDomain,
  namesAgree,
} from '../trust/names.js';
import {
  linkedinCompanyUrl,
  linkedinSlug,
  xHandle,
  xProfileUrl,
} from './profile-links.js';

export interface ProfileKind {
  /** the profile's canonical URL, or undefined when the link is no account's profile */
  canonical(raw: string): string | undefined;
  /** the account's name in a canonical URL (a slug, a handle) */
  account(url: string): string;
  /** words a link's text names the platform with ("LinkedIn", "X (formerly Twitter)") */
  platformWords: RegExp;
  /** whether an account name, or the name a link's text gives, is the company's */
  namesCompany(
    value: string,
    names: readonly string[],
    domain: string,
  ): boolean;
  /**
   * An icon link naming no one counts only in the page's header, footer or navigation: true
   * where people have accounts of the same kind (a team card's or a byline's X icon).
   */
  iconsInLandmarksOnly: boolean;
}

/** Words of a link's text that name no one: "Follow us on", "Folgen Sie uns auf", "icon". */
export const LINK_TEXT_WORDS =
  /\b(follow( us)?|folgen|sie|uns|suivez|nous|s[ií]guenos|seguici|volg|ons|op|on|auf|sur|bei|en|su|us|our|find|icon|profile|page|visit)\b/gi;

/** An organisation's LinkedIn page: /company/ and /school/ pages are organisations' only. */
export const LINKEDIN_COMPANY: ProfileKind = {
  canonical: linkedinCompanyUrl,
  account: linkedinSlug,
  platformWords: /\blinked ?in\b/gi,
  namesCompany: (value, names, domain) =>
    nameMatchesDomain(value, domain) ||
    names.some((name) => namesAgree(value, name)),
  iconsInLandmarksOnly: false,
};

/** The company's X account (twitter.com links too); people have X accounts as well. */
export const X_PROFILE: ProfileKind = {
  canonical: xProfileUrl,
  account: xHandle,
  platformWords: /\b(twitter|x|tweets|formerly)\b/gi,
  namesCompany: accountIsCompanys,
  iconsInLandmarksOnly: true,
};
