// Front door of the trust rules: what makes a value a fact about this company or person, applied
// the same way to what the tools find and to what the LLM agent's model states.
export { looksLikeInstructions } from './instructions.js';
export {
  domainLabel,
  nameMatchesDomain,
  namesAgree,
  squashName,
} from './names.js';
export {
  isPlaceholderName,
  isPlaceholderPlace,
  isPlaceholderText,
  isPlaceholderUrl,
} from './placeholders.js';
export {
  refusalOf,
  worksElsewhere,
  type Refusal,
  type VetContext,
} from './vet-fact.js';
