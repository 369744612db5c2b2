import type { Intelligence } from '../types.js';

type TextKey = {
  [K in keyof Intelligence]-?: Intelligence[K] extends string | undefined
    ? K
    : never;
}[keyof Intelligence];
type ListKey = {
  [K in keyof Intelligence]-?: Intelligence[K] extends string[] | undefined
    ? K
    : never;
}[keyof Intelligence];

/** The spec's `intelligence` text members: one list for the OpenAPI schema and the LLM answer. */
export const INTELLIGENCE_TEXT_KEYS: readonly TextKey[] = [
  'summary',
  'careerTrajectory',
  'communicationStyle',
  'motivations',
  'strategicPriorities',
  'techStackReality',
  'urgency',
  'outreachStrategy',
  'suggestedChannel',
  'suggestedHook',
  'suggestedTone',
];

/** The spec's `intelligence` list members. */
export const INTELLIGENCE_LIST_KEYS: readonly ListKey[] = [
  'highlights',
  'concerns',
  'interests',
  'painPoints',
  'timingSignals',
];
