// Front door of the analysis: the `intelligence` object, written only from facts present and
// citing exactly the facts each member used.
export {
  composeIntelligence,
  type IntelligenceContext,
} from './intelligence.js';
export {
  INTELLIGENCE_LIST_KEYS,
  INTELLIGENCE_TEXT_KEYS,
} from './intelligence-keys.js';
export {
  metadataCitation,
  METADATA_CITATION_TITLE,
  readMetadataSignals,
  type MetadataSignal,
} from './intelligence-metadata.js';
export { observationConcerns } from './intelligence-concerns.js';
