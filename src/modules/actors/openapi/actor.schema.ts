import type { SchemaObject } from '../../../common/swagger/schema-object.js';
import {
  CitationSchema,
  EnrichmentSchema,
  IntelligenceSchema,
  ScoringSchema,
} from './enrichment.schema.js';
import {
  CompanyContextSchema,
  DroppedFactSchema,
  ProviderReportSchema,
  ParentOrganizationSchema,
  ResearchReportSchema,
  ToolReportSchema,
} from './research-report.schema.js';

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
    metadata: {
      type: 'object',
      nullable: true,
      additionalProperties: true,
      description:
        'Additive (issue 24): the metadata object sent at create, exactly as stored (null when none was sent). Present only when asked for with ?include=metadata (always in webhook bodies).',
    },
    rejectionReason: {
      type: 'string',
      nullable: true,
      enum: ['quota_exceeded'],
      description:
        'Additive (issue 24): why an actor reading failed was never enriched: quota_exceeded, the monthly quota was used up at its create. Null otherwise (a failed research has no rejectionReason). Present only when asked for with ?include=rejectionReason (always in webhook bodies).',
    },
    scoreStale: {
      type: 'boolean',
      description:
        'Additive (issue 24): true while the actor is being rescored after an ICP profile change: score and scoring are the previous ones, kept until the new score lands (the card reads scoringStatus pending meanwhile). Present only when asked for with ?include=scoreStale (always in webhook bodies).',
    },
    research: {
      ...nullableRef('ResearchReport'),
      description:
        'Additive (issue 17): what each research tool was asked and what came of it, and the facts found but not kept, with why. Null until a run finishes. Present only when asked for with ?include=research (always in webhook bodies).',
    } as SchemaObject,
    company: {
      ...nullableRef('CompanyContext'),
      description:
        'Additive (issue 17): the parent company and the currency of totalFunding. Null until enriched. Present only when asked for with ?include=company (always in webhook bodies).',
    } as SchemaObject,
  },
};

const nullable = (
  type: string,
  extra: Partial<SchemaObject> = {},
): SchemaObject => ({ type, nullable: true, ...extra }) as SchemaObject;

export const ActorCardSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  description:
    'The slim contact card (view=card). Every member is present; null where unknown.',
  required: [
    'id',
    'email',
    'name',
    'status',
    'rejectionReason',
    'failureReason',
    'score',
    'scoringStatus',
    'title',
    'linkedinUrl',
    'location',
    'companyName',
    'companyDomain',
    'industry',
    'companyLocation',
    'createdAt',
    'enrichedAt',
    'summary',
    'highlights',
    'bio',
    'companyDescription',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    name: nullable('string'),
    status: {
      type: 'string',
      enum: ['pending', 'enriching', 'enriched', 'rejected', 'failed'],
    },
    rejectionReason: nullable('string', {
      enum: ['quota_exceeded'],
      description: 'Set when status is rejected.',
    }),
    failureReason: nullable('string', {
      description: 'Set when status is failed.',
    }),
    score: nullable('number', { minimum: 0, maximum: 100 }),
    scoringStatus: {
      type: 'string',
      enum: ['pending', 'scored', 'skipped', 'failed'],
    },
    title: nullable('string'),
    linkedinUrl: nullable('string'),
    location: nullable('string'),
    companyName: nullable('string'),
    companyDomain: nullable('string'),
    industry: nullable('string'),
    companyLocation: nullable('string'),
    createdAt: { type: 'string', format: 'date-time' },
    enrichedAt: nullable('string', { format: 'date-time' }),
    summary: nullable('string'),
    highlights: nullable('array', { items: { type: 'string' } }),
    bio: nullable('string'),
    companyDescription: nullable('string'),
  },
};

export const ActorPageSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  description:
    'A page of the list: full records (default) or contact cards (view=card), in (time, id) order.',
  required: ['data', 'nextCursor', 'hasMore'],
  properties: {
    data: {
      type: 'array',
      items: {
        oneOf: [
          { $ref: '#/components/schemas/ActorRecord' },
          { $ref: '#/components/schemas/ActorCard' },
        ],
      },
    },
    nextCursor: nullable('string', {
      description:
        'Send it as cursor for the next page. Also on the last page: it is where a later sync resumes (changes since). Null only when nothing was listed yet.',
    }),
    hasMore: {
      type: 'boolean',
      description:
        'More actors matched than this page holds: ask again with nextCursor now.',
    },
  },
};

export const ActorBatchRequestSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      description:
        'Each item is the body of a single create (CreateActorDto), validated on its own.',
      items: { $ref: '#/components/schemas/CreateActorDto' },
    },
  },
};

export const ActorBatchResponseSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      description: 'One per item, in the order of the items.',
      items: {
        oneOf: [
          {
            type: 'object',
            additionalProperties: false,
            required: ['actorId', 'status', 'rejectionReason'],
            properties: {
              actorId: { type: 'string', format: 'uuid' },
              status: { type: 'string', enum: ['created', 'already_exists'] },
              rejectionReason: nullable('string', {
                enum: ['quota_exceeded'],
                description:
                  'quota_exceeded: created, but over the monthly quota, so not enriched (the actor is rejected).',
              }),
            },
          },
          { $ref: '#/components/schemas/ErrorEnvelope' },
        ],
      },
    },
  },
};

/** Component schemas the actors endpoints refer to, by name. */
export const ACTOR_SCHEMAS: Record<string, SchemaObject> = {
  CreateActorResponse: CreateActorResponseSchema,
  ActorRecord: ActorRecordSchema,
  ActorCard: ActorCardSchema,
  ActorPage: ActorPageSchema,
  ActorBatchRequest: ActorBatchRequestSchema,
  ActorBatchResponse: ActorBatchResponseSchema,
  Enrichment: EnrichmentSchema,
  Intelligence: IntelligenceSchema,
  Scoring: ScoringSchema,
  Citation: CitationSchema,
  ResearchReport: ResearchReportSchema,
  ToolReport: ToolReportSchema,
  DroppedFact: DroppedFactSchema,
  ProviderReport: ProviderReportSchema,
  CompanyContext: CompanyContextSchema,
  ParentOrganization: ParentOrganizationSchema,
};
