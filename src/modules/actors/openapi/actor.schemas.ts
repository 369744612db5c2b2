import type { SchemaObject } from '../../../common/swagger/schema-object.js';
import {
  CitationSchema,
  EnrichmentSchema,
  IntelligenceSchema,
  ScoringSchema,
} from './enrichment.schema.js';

const nullableRef = (name: string) => ({
  nullable: true,
  allOf: [{ $ref: `#/components/schemas/${name}` }],
});

export const CreateActorResponseSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['actorId', 'status'],
  properties: {
    actorId: {
      type: 'string',
      format: 'uuid',
      description: 'Stable identifier of the actor.',
    },
    status: { type: 'string', enum: ['created', 'already_exists'] },
  },
};

export const ActorRecordSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'email',
    'name',
    'status',
    'source',
    'enrichment',
    'intelligence',
    'score',
    'scoring',
    'createdAt',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string', description: 'Lowercased.' },
    name: { type: 'string', nullable: true },
    status: {
      type: 'string',
      enum: ['pending', 'enriching', 'enriched', 'failed'],
    },
    source: {
      type: 'string',
      nullable: true,
      description: 'First-touch source label.',
    },
    enrichment: nullableRef('Enrichment') as SchemaObject,
    intelligence: nullableRef('Intelligence') as SchemaObject,
    score: { type: 'number', nullable: true, minimum: 0, maximum: 100 },
    scoring: nullableRef('Scoring') as SchemaObject,
    createdAt: { type: 'string', format: 'date-time' },
  },
};

/** Component schemas the actors endpoints refer to, by name. */
export const ACTOR_SCHEMAS: Record<string, SchemaObject> = {
  CreateActorResponse: CreateActorResponseSchema,
  ActorRecord: ActorRecordSchema,
  Enrichment: EnrichmentSchema,
  Intelligence: IntelligenceSchema,
  Scoring: ScoringSchema,
  Citation: CitationSchema,
};
