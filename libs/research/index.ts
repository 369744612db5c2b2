// libs/research: researching one signup without any framework. The vocabulary (types, the fact
// keys) lives here at the top; each folder has an index.ts as its front door:
//   tools/         the research tools (email, dns, website, gravatar, github)
//   extract/       HTML, JSON-LD and profile data -> clean values and cited facts
//   merge/         all tools' facts -> one enrichment (precedence, derived facts, confidence)
//   intelligence/  the analysis written from those facts
//   net/           the SSRF-guarded fetcher and the DNS client
//   company/       company research looked up once per domain and shared (public facts only)
export * from './types.js';
export {
  COMPANY_FACT_KEYS,
  FACT_KEYS,
  FACT_KINDS,
  keepsFact,
} from './fact-keys.js';
export {
  researchInputFor,
  type ResearchSubjectFields,
} from './research-input.js';
export {
  collectObservations,
  instructionsObservation,
} from './observations.js';
