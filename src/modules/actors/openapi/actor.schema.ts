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
  MissingFactSchema,
  ResearchReportSchema,
  ToolReportSchema,
} from './research-report.schema.js';

/**
 * A string that holds one of `values` or null. OpenAPI 3.0 (this document's version) checks `enum`
 * before `nullable`, so null must be listed among the values too, or a generator that follows
 * the enum types the member as never null (@hey-api/openapi-ts did: `.toUpperCase()` on it
 * compiled under --strict and crashed on null).
 */
const nullableEnum = (
  values: readonly string[],
  extra: Partial<SchemaObject> = {},
): SchemaObject =>
  ({
    type: 'string',
    nullable: true,
    enum: [...values, null],
    ...extra,
  }) as SchemaObject;

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
        'The metadata object sent at create, exactly as stored (null when none was sent). An extra: present only when asked for with ?include=metadata.',
    },
    rejectionReason: nullableEnum(['quota_exceeded'], {
      description:
        'Why an actor whose status reads failed was never enriched: quota_exceeded, the monthly quota was used up at its create. Null otherwise (a failed research has no rejectionReason). An extra: present only when asked for with ?include=rejectionReason.',
    }),
    scoreStale: {
      type: 'boolean',
      description:
        'True while the actor is being rescored after an ICP profile change: score and scoring are the previous ones, kept until the new score lands (the card reads scoringStatus pending meanwhile). An extra: present only when asked for with ?include=scoreStale.',
    },
    research: {
      ...nullableRef('ResearchReport'),
      description:
        'What each research tool was asked and what came of it, and the facts found but not kept, with why. Null until a run finishes. An extra: present only when asked for with ?include=research.',
    } as SchemaObject,
    company: {
      ...nullableRef('CompanyContext'),
      description:
        "The parent company, the currency of totalFunding and the company's X account, each null when not found. Null until enriched. An extra: present only when asked for with ?include=company.",
    } as SchemaObject,
    destinations: {
      type: 'array',
      description:
        "The actor at each of the organization's destinations (HubSpot, Slack): the CRM records written for it, a link to the person's record in the CRM, and how its last sync went. Present only when asked for with ?include=destinations (never in webhook bodies); an empty list without destinations.",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'records', 'url', 'lastSync'],
        properties: {
          id: { type: 'string', description: 'The destination.' },
          kind: { type: 'string', example: 'hubspot' },
          records: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: 'Object type (contact, company) → its id in the CRM.',
            example: { contact: '512', company: '77' },
          },
          url: {
            type: 'string',
            nullable: true,
            description: "The person's record in the CRM's app.",
          },
          lastSync: {
            type: 'object',
            additionalProperties: false,
            required: ['outcome', 'at', 'message', 'pending'],
            properties: {
              outcome: {
                type: 'string',
                nullable: true,
                enum: ['synced', 'failed', 'skipped', 'unknown', null],
                description:
                  'synced; failed (the CRM refused the record: message has its words); skipped (nothing to send); unknown (at most once, e.g. Slack: an alert that may have been posted is not sent again); null before the first sync.',
              },
              at: { type: 'string', format: 'date-time', nullable: true },
              message: { type: 'string', nullable: true },
              pending: {
                type: 'boolean',
                description: 'A newer change is still to be sent.',
              },
            },
          },
        },
      },
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
    rejectionReason: nullableEnum(['quota_exceeded'], {
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
              rejectionReason: nullableEnum(['quota_exceeded'], {
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
  MissingFact: MissingFactSchema,
  ProviderReport: ProviderReportSchema,
  CompanyContext: CompanyContextSchema,
  ParentOrganization: ParentOrganizationSchema,
};
