// The messy-web corpus: every case, grouped by the failure class or missed fact it exercises.
import type { QualityCase } from '../case.js';
import { AGENCY_LINK_CASES } from './agency-links.js';
import { FUNDING_TOTAL_CASES } from './funding-totals.js';
import { HOSTED_PLATFORM_CASES } from './hosted-platforms.js';
import { IDENTITY_FORM_CASES } from './identity-forms.js';
import { INDUSTRY_CASES } from './industry.js';
import { INJECTED_TEXT_CASES } from './injected-text.js';
import { INSTRUCTION_TEXT_CASES } from './instruction-text.js';
import { LARGE_PAGE_CASES } from './large-pages.js';
import { LOCAL_NUMBER_CASES } from './local-numbers.js';
import { MAIL_PROVIDER_CASES } from './mail-providers.js';
import { NAME_CASES } from './names.js';
import { NAME_PROFILE_FORM_CASES } from './name-profile-forms.js';
import { OTHER_EMPLOYER_CASES } from './other-employers.js';
import { OTHER_SUBJECT_CASES } from './other-subjects.js';
import { PARENT_COMPANY_CASES } from './parent-companies.js';
import { PARKED_DOMAIN_CASES } from './parked-domains.js';
import { PHOTO_CASES } from './photos.js';
import { SEAT_FORM_CASES } from './seat-forms.js';
import { SEAT_LANGUAGE_CASES } from './seat-languages.js';
import { SIZE_FORM_CASES } from './size-forms.js';
import { SPA_SHELL_CASES } from './spa-shells.js';
import { TEXT_FACT_CASES } from './text-facts.js';
import { THEME_JSON_LD_CASES } from './theme-json-ld.js';
import { TEAM_TITLE_CASES } from './team-titles.js';
import { TEAM_TITLE_HEADING_CASES } from './team-title-headings.js';
import { TIDY_CASES } from './tidy.js';
import { TITLE_FUNDING_FORM_CASES } from './title-funding-forms.js';
import { X_ACCOUNT_FORM_CASES } from './x-account-forms.js';

export const CORPUS: readonly QualityCase[] = [
  ...THEME_JSON_LD_CASES,
  ...LOCAL_NUMBER_CASES,
  ...PARKED_DOMAIN_CASES,
  ...SPA_SHELL_CASES,
  ...OTHER_EMPLOYER_CASES,
  ...AGENCY_LINK_CASES,
  ...INJECTED_TEXT_CASES,
  ...NAME_CASES,
  ...PHOTO_CASES,
  ...TEXT_FACT_CASES,
  ...LARGE_PAGE_CASES,
  ...INDUSTRY_CASES,
  ...TIDY_CASES,
  // Issue 17: the identity principle, each in several surface forms.
  ...PARENT_COMPANY_CASES,
  ...OTHER_SUBJECT_CASES,
  ...MAIL_PROVIDER_CASES,
  ...HOSTED_PLATFORM_CASES,
  ...FUNDING_TOTAL_CASES,
  ...INSTRUCTION_TEXT_CASES,
  // Issue 33: every form a company states a fact in, plain companies next to traps.
  ...IDENTITY_FORM_CASES,
  ...SEAT_FORM_CASES,
  ...SEAT_LANGUAGE_CASES,
  ...SIZE_FORM_CASES,
  ...NAME_PROFILE_FORM_CASES,
  ...TITLE_FUNDING_FORM_CASES,
  ...TEAM_TITLE_CASES,
  ...TEAM_TITLE_HEADING_CASES,
  ...X_ACCOUNT_FORM_CASES,
];
