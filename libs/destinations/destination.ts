// The contract between the destinations mechanism (src/modules/destinations) and each
// destination's adapter (here, one folder per vendor). An adapter speaks one vendor's documented
// HTTP API and answers with outcomes; what to do about each (record, retry, pause, count) is the
// mechanism's. Credentials, settings, the account snapshot and the mapping are opaque to the
// mechanism (JSON it stores); object types are declared data. Framework-free: no Nest, no
// database, no clock of its own, no retries, no sleeping: a 429 comes back as an outcome.
import type { Json } from '../research/extract/json-object.js';
import type { SourceField } from './actor-fields.js';

export type { Json };

/** A change of an actor a destination may subscribe to (`rescored`: a score written by rescoring). */
export const ACTOR_CHANGES = [
  'enriched',
  'scored',
  'rescored',
  'erased',
] as const;
export type ActorChange = (typeof ACTOR_CHANGES)[number];

/** Our side of a person as of the flush (its latest state), mapped fields only. */
export interface ActorSnapshot {
  actorId: string;
  email: string;
  /** source field → value (actor-fields.ts); absent = unknown */
  fields: Partial<Record<SourceField, string | number>>;
  band: 'hot' | 'warm' | 'cold' | null;
  score: number | null;
  /** the employer's registrable domain, when the address is its own (null for free mail) */
  companyDomain: string | null;
  /** PUBLIC_URL + /dashboard/actors/<id>; null when PUBLIC_URL is unset */
  dashboardUrl: string | null;
}

/** What we know of one CRM object we keep in step (a contact, a company). */
export interface ObjectState {
  crmId: string | null;
  /** standard properties: the value we wrote last */
  written: Record<string, string>;
  /** values an attempt announced before writing (recordIntent), not yet confirmed */
  intended: Record<string, string>;
}

/** One person to bring up to date. */
export interface SyncItem {
  /** the actor's id: outcomes name their item by it */
  ref: string;
  actor: ActorSnapshot;
  /** per person-keyed object type the adapter declares (`contact`…) */
  state: Record<string, ObjectState | undefined>;
  /** per domain-keyed object type (`company`…): the state of the actor's company, if known */
  shared: Record<string, ObjectState | undefined>;
  /** when this actor was first delivered here (Slack alerts the first time only) */
  firstSyncedAt: Date | null;
}

/** One erased person whose CRM record is to be deleted (`--erase delete`). */
export interface EraseItem {
  ref: string;
  /** per object type: the CRM id we created or matched */
  crmIds: Record<string, string>;
}

export type RecordOutcome =
  | {
      ref: string;
      outcome: 'synced';
      /** per object type: its CRM id */
      crmIds: Record<string, string>;
      /** per object type: the standard properties this call wrote */
      written: Record<string, Record<string, string>>;
      /** mapped values left unwritten, with why (e.g. "numemployees: no option 51-200") */
      notes?: string[];
    }
  /** the vendor refused this record: its words, not ours */
  | { ref: string; outcome: 'failed'; message: string }
  /** nothing to send for it (Slack: not hot, or alerted before) */
  | { ref: string; outcome: 'skipped'; reason: string };

/** A domain-keyed object (a company) as this call left it. */
export interface SharedOutcome {
  objectType: string;
  key: string;
  crmId: string;
  written: Record<string, string>;
}

/**
 * What finished before a call stopped early: records and companies done so far. An at-most-once
 * adapter must list here every item it may have delivered before a throttled, unauthorized or
 * forbidden answer: an item not listed is taken as not sent, and sent again later.
 */
export interface PartialProgress {
  records?: RecordOutcome[];
  shared?: SharedOutcome[];
}

export type SyncOutcome =
  | ({ kind: 'done'; records: RecordOutcome[] } & Pick<
      PartialProgress,
      'shared'
    >)
  /** 429, our own burst budget: wait, then go on */
  | ({
      kind: 'throttled';
      retryAfterMs: number | null;
      reason: string;
    } & PartialProgress)
  /** 401: the credentials are wrong or revoked */
  | ({ kind: 'unauthorized'; detail: string } & PartialProgress)
  /** 403: scopes, objects or fields missing, named as the vendor names them */
  | ({ kind: 'forbidden'; detail: string; missing: string[] } & PartialProgress)
  /**
   * 5xx, a timeout, a refused connection: retried with backoff. `uncertain`: the request may have
   * reached the vendor and been applied (a timeout after sending); an at-most-once destination
   * never sends those items again.
   */
  | ({
      kind: 'unavailable';
      reason: string;
      uncertain?: boolean;
    } & PartialProgress);

export type ConnectOutcome =
  | {
      kind: 'ready';
      /** what later calls need to know (portal id, UI domain, time zone, property options…) */
      account: Json;
      /** shown in lists: never a secret */
      accountLabel: string;
      notes: string[];
    }
  | { kind: 'unauthorized'; detail: string }
  | { kind: 'forbidden'; detail: string; missing: string[] }
  | { kind: 'unavailable'; reason: string };

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** which of the adapter's budgets the request spends (default: `default`) */
  budget?: string;
}

export type HttpResult =
  | {
      kind: 'answered';
      status: number;
      headers: Headers;
      json: unknown;
      text: string;
    }
  /** no answer: timeout, refused connection, refused address; `sent`: the body may have gone */
  | { kind: 'unreachable'; reason: string; sent: boolean }
  /** our budget for this vendor account says wait this long first */
  | { kind: 'over_budget'; waitMs: number };

/**
 * The only way out to the network: a time limit the mechanism holds, the SSRF guard, the allowed
 * hosts, the burst budget, a capped body. Never throws for a network failure.
 */
export interface DestinationHttp {
  request(req: HttpRequest): Promise<HttpResult>;
}

/** A sliding-window budget of requests: at most `limit` in any `windowMs`. */
export interface BudgetSpec {
  /** shared by every worker that writes to the same vendor account */
  key: string;
  limit: number;
  windowMs: number;
}

export interface DestinationContext<C = unknown, S = unknown> {
  /** opened from the sealed column for this run only; never logged */
  credentials: C;
  settings: S;
  /** connect()'s snapshot */
  account: Json | null;
  /** the organization's mapping (or the adapter's default) */
  mapping: FieldMapping;
  http: DestinationHttp;
  /** the vendor's API origin: DESTINATION_<KIND>_BASE_URL (a loopback fake in tests) */
  baseUrl: string;
  /**
   * Stores the values about to be written BEFORE the write request, so that a crash between the
   * vendor's write and our record still knows them as ours (the never-overwrite rule).
   */
  recordIntent(intents: Intent[]): Promise<void>;
  signal: AbortSignal;
  now(): Date;
}

export interface Intent {
  objectType: string;
  /** the actor's id (person objects) or the domain (company objects) */
  key: string;
  values: Record<string, string>;
}

/** object type → target property → source field. */
export type FieldMapping = Record<string, Record<string, SourceField>>;

export interface MappableTarget {
  name: string;
  label: string;
  /** ours (always written) rather than a standard property (written only when empty or ours) */
  own: boolean;
}

export interface DestinationAdapter<C = unknown, S = unknown> {
  readonly kind: string;
  /** the reference this adapter follows */
  readonly documentedVersion: string;
  readonly changes: readonly ActorChange[];
  /** Slack: at most once per actor (a post that timed out is not sent again) */
  readonly delivery: 'at-least-once' | 'at-most-once';
  readonly batching: Batching;
  /** the objects it keeps per person (`actor`) or per company (`domain`) */
  readonly objects: ReadonlyArray<{
    type: string;
    keyedBy: 'actor' | 'domain';
    label: string;
  }>;
  readonly defaultMapping: FieldMapping;
  /** throws DestinationInputError naming the field (the registry entry's credentialFields) */
  parseCredentials(input: Record<string, string | undefined>): C;
  parseSettings(input: Record<string, string | undefined>, current?: S): S;
  /** what the credentials may be shown as (never the secret part) */
  describeCredentials(credentials: C): string;
  /** the request budgets of this account (HubSpot: the burst limit, and search apart) */
  budgets(
    credentials: C,
    settings: S,
    account: Json | null,
  ): Record<string, BudgetSpec>;
  /** false: skipped without a request (Slack: not hot, or alerted before) */
  accepts?(item: Pick<SyncItem, 'actor' | 'firstSyncedAt'>): boolean;
  /** the cheap check and set-up (properties): idempotent */
  connect(ctx: DestinationContext<C, S>): Promise<ConnectOutcome>;
  sync(items: SyncItem[], ctx: DestinationContext<C, S>): Promise<SyncOutcome>;
  erase?(
    items: EraseItem[],
    ctx: DestinationContext<C, S>,
  ): Promise<SyncOutcome>;
  /** a person's or company's page in the vendor's app */
  recordUrl?(
    objectType: string,
    crmId: string,
    account: Json | null,
  ): string | null;
  /** what a mapping may name per object type */
  mappableTargets(
    account: Json | null,
  ): Record<string, ReadonlyArray<MappableTarget>>;
}

/** When a destination's pending changes go out (flush-readiness.ts). */
export interface Batching {
  /** records per vendor call */
  maxRecords: number;
  /** a burst that went quiet this long goes out */
  quietMs: number;
  /** nobody waits longer than this */
  maxWaitMs: number;
  /** at most one flush per this interval (Slack: a digest a minute) */
  minIntervalMs: number;
  /** batches one run sends at most */
  batchesPerRun: number;
}

export interface CredentialField {
  name: string;
  label: string;
  secret: boolean;
  help: string;
}

export interface SettingField {
  name: string;
  label: string;
  help: string;
  /** the values it may take, when a fixed list */
  choices?: readonly string[];
  /** a whole number (forms offer a numeric keyboard) */
  numeric?: boolean;
}

/** Input refused by an adapter (a credential, a setting): which field, and why. */
export class DestinationInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'DestinationInputError';
  }
}
