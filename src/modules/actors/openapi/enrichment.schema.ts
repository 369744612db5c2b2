import { FACT_KINDS, type FactKey } from '../../../../libs/research/index.js';
import {
  INTELLIGENCE_LIST_KEYS,
  INTELLIGENCE_TEXT_KEYS,
} from '../../../../libs/research/intelligence/index.js';
import type { SchemaObject } from '../../../common/swagger/schema-object.js';

const str: SchemaObject = { type: 'string' };
const strArray: SchemaObject = { type: 'array', items: { type: 'string' } };
const FACT_SCHEMA: Record<(typeof FACT_KINDS)[FactKey], SchemaObject> = {
  string: str,
  number: { type: 'number' },
  'string[]': strArray,
};

const closed = (
  properties: Record<string, SchemaObject>,
  description: string,
): SchemaObject => ({
  type: 'object',
  description,
  additionalProperties: false,
  properties,
});

export const CitationSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['tool'],
  properties: {
    url: {
      type: 'string',
      nullable: true,
      description:
        'Where the fact was read; null for derived facts (e.g. from the address or a DNS record).',
    },
    tool: { type: 'string', description: 'The research tool that found it.' },
    title: str,
    retrievedAt: { type: 'string', format: 'date-time' },
  },
};

const citationRef = { $ref: '#/components/schemas/Citation' };

export const EnrichmentSchema = closed(
  {
    ...Object.fromEntries(
      Object.entries(FACT_KINDS).map(([key, kind]) => [key, FACT_SCHEMA[kind]]),
    ),
    citations: {
      type: 'object',
      additionalProperties: citationRef,
      description: 'Fact key → its citation.',
    },
    sources: strArray,
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    enrichedAt: { type: 'string', format: 'date-time' },
  },
  'Structured facts about the person and their company; every fact cited.',
);

export const IntelligenceSchema = closed(
  {
    ...Object.fromEntries(INTELLIGENCE_TEXT_KEYS.map((k) => [k, str])),
    ...Object.fromEntries(INTELLIGENCE_LIST_KEYS.map((k) => [k, strArray])),
    citations: {
      type: 'object',
      additionalProperties: { type: 'array', items: citationRef },
      description: 'Analysis member → citations of the facts it rests on.',
    },
  },
  'Analysis with outreach advice, built only from cited facts.',
);

export const ScoringSchema = closed(
  {
    explanation: str,
    matchedRules: strArray,
    unmatchedRules: strArray,
    breakdown: { type: 'object', additionalProperties: { type: 'number' } },
  },
  'How the ICP score came about.',
);
