// Front door of extraction: turning untrusted outside data (HTML pages, JSON-LD, profile links)
// into clean values and cited facts. Nothing here fetches; nothing here interprets text as
// instructions.
export { cleanText, cleanUrl } from './clean-text.js';
export { makeFact, pushFact } from './fact-builder.js';
export { extractPage, type PageData } from './html-extract.js';
export {
  employeeRange,
  type OrganizationData,
} from './json-ld-organization.js';
export { findOrganizations, parseJsonLd } from './structured-subjects.js';
export * from './profile-links.js';
export { detectWebTechnologies } from './web-tech-detect.js';
export {
  WEB_FINGERPRINTS,
  type WebFingerprint,
  type WebSignalSource,
} from './web-fingerprints.js';
export { companyNameFromTitle } from './page-subjects.js';
export {
  factsFromPage,
  readHomePage,
  type FetchedPage,
  type HomePageReading,
} from './website-facts.js';
