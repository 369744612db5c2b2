import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  ACTOR_CHANGES,
  DESTINATION_REGISTRY,
  DestinationInputError,
  editMapping,
  isDestinationKind,
  type ActorChange,
  type ConnectOutcome,
  type CredentialField,
  type DestinationAdapter,
  type DestinationKind,
  type MappingEdit,
} from '../../../libs/destinations/index.js';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OrganizationsService } from '../auth/organizations.service.js';
import { DestinationAdapters } from './destination-adapters.service.js';
import { DestinationContexts } from './destination-contexts.service.js';
import { DestinationCredentials } from './destination-credentials.service.js';
import { destinationView, type DestinationView } from './destination-view.js';
import { Destination } from './entities/destination.entity.js';
import { DestinationActorRepository } from './repositories/destination-actor.repository.js';
import { DestinationRepository } from './repositories/destination.repository.js';

/** A connect's whole set-up (a check, property lists, a few creates) at most this long. */
const CONNECT_LIMIT_MS = 60_000;

export interface ConnectInput {
  credentials: Record<string, string | undefined>;
  settings?: Record<string, string | undefined>;
  events?: string[];
}

/**
 * An organization's destinations: connect (check the credentials with the vendor, set up what we
 * write to, store them sealed), test again, the mapping, pause and resume, remove. One destination
 * per kind per organization: connecting a kind again replaces its credentials and settings.
 */
@Injectable()
export class DestinationConnectionsService {
  constructor(
    private readonly destinations: DestinationRepository,
    private readonly outbox: DestinationActorRepository,
    private readonly adapters: DestinationAdapters,
    private readonly contexts: DestinationContexts,
    private readonly credentials: DestinationCredentials,
    private readonly orgs: OrganizationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async connect(
    organizationId: string,
    kind: string,
    input: ConnectInput,
  ): Promise<DestinationView & { notes: string[] }> {
    const org = await this.orgs.get(organizationId);
    if (!isDestinationKind(kind))
      throw AppError.badRequest(
        `must be one of ${Object.keys(DESTINATION_REGISTRY).join(', ')}`,
        'kind',
      );
    const adapter = await this.adapters.get(kind);
    const existing = await this.destinations.findOfKind(org.id, kind);
    const credentials = fieldError(() =>
      adapter.parseCredentials(input.credentials),
    );
    const settings = fieldError(() =>
      adapter.parseSettings(input.settings ?? {}, existing?.settings as never),
    );
    const events = eventsOf(input.events, adapter) ??
      existing?.events ?? [...adapter.changes];
    // Checked before anything is stored: the secret is only kept once the vendor accepted it.
    this.credentials.requireKey();
    const outcome = await this.check(
      kind,
      adapter,
      credentials,
      settings,
      existing?.account ?? null,
    );
    const connected = refusedOrReady(outcome, kind);
    const now = new Date();
    const destination =
      existing ??
      Object.assign(new Destination(), {
        id: randomUUID(),
        organizationId: org.id,
        kind,
        mapping: null,
        createdAt: now,
      });
    Object.assign(destination, {
      sealedCredentials: this.credentials.seal(credentials),
      accountLabel: connected.accountLabel,
      account: connected.account,
      settings,
      events,
      status: 'active',
      statusDetail: null,
      statusChangedAt: now,
      throttledUntil: null,
      throttleReason: null,
      failingSince: null,
      updatedAt: now,
    });
    await this.destinations.save(destination);
    const notes = [...connected.notes];
    if (!this.config.publicUrl)
      notes.push('PUBLIC_URL is not set: no links to the dashboard are sent');
    return { ...(await this.view(destination)), notes };
  }

  /** The check again with the stored credentials; its status follows what the vendor says. */
  async test(
    id: string,
    organizationId?: string,
  ): Promise<DestinationView & { outcome: string }> {
    const destination = await this.find(id, organizationId);
    const adapter = await this.adapters.get(destination.kind);
    const outcome = await adapter.connect(
      this.contexts.forDestination(destination, adapter, {
        signal: new AbortController().signal,
        checking: true,
      }),
    );
    const now = new Date();
    if (outcome.kind === 'ready') {
      destination.account = outcome.account;
      destination.accountLabel = outcome.accountLabel;
      if (destination.status !== 'paused')
        Object.assign(destination, { status: 'active', statusDetail: null });
    } else if (outcome.kind === 'unauthorized')
      Object.assign(destination, {
        status: 'invalid',
        statusDetail: outcome.detail.slice(0, 500),
      });
    else if (outcome.kind === 'forbidden')
      Object.assign(destination, {
        status: 'needs_setup',
        statusDetail: outcome.detail.slice(0, 500),
      });
    destination.statusChangedAt = now;
    await this.destinations.save(destination);
    return {
      ...(await this.view(destination)),
      outcome:
        outcome.kind === 'unavailable'
          ? `unavailable: ${outcome.reason}`
          : outcome.kind,
    };
  }

  async list(organizationId: string): Promise<DestinationView[]> {
    const org = await this.orgs.get(organizationId);
    const all = await this.destinations.listOf(org.id);
    return Promise.all(all.map((d) => this.view(d)));
  }

  async get(id: string, organizationId?: string): Promise<DestinationView> {
    return this.view(await this.find(id, organizationId));
  }

  /** Changes the mapping (checked against what the portal may be written), or resets it. */
  async mapping(
    id: string,
    edits: MappingEdit[],
    reset: boolean,
    organizationId?: string,
  ): Promise<DestinationView> {
    const destination = await this.find(id, organizationId);
    const adapter = await this.adapters.get(destination.kind);
    const current = reset
      ? adapter.defaultMapping
      : (destination.mapping ?? adapter.defaultMapping);
    destination.mapping = fieldError(() =>
      editMapping(current, edits, adapter.mappableTargets(destination.account)),
    );
    await this.destinations.save(destination);
    return this.view(destination);
  }

  async pause(id: string, organizationId?: string): Promise<DestinationView> {
    const destination = await this.find(id, organizationId);
    await this.destinations.setStatus(
      destination.id,
      'paused',
      'paused by an operator',
      new Date(),
    );
    return this.get(destination.id);
  }

  /** Resumes after the check passes again (a destination paused as invalid stays so until it does). */
  async resume(
    id: string,
    organizationId?: string,
  ): Promise<DestinationView & { outcome: string }> {
    const destination = await this.find(id, organizationId);
    if (destination.status === 'paused')
      await this.destinations.setStatus(
        destination.id,
        'active',
        null,
        new Date(),
      );
    return this.test(destination.id);
  }

  /** Removes the destination and everything kept for it; the CRM's records stay as they are. */
  async remove(id: string, organizationId?: string): Promise<void> {
    const destination = await this.find(id, organizationId);
    await this.destinations.delete(destination.id);
  }

  async find(id: string, organizationId?: string): Promise<Destination> {
    const destination = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.destinations.find(id.toLowerCase(), organizationId)
      : null;
    if (!destination) throw AppError.notFound(`no destination ${id}`);
    return destination;
  }

  private async check(
    kind: DestinationKind,
    adapter: DestinationAdapter,
    credentials: unknown,
    settings: unknown,
    account: Record<string, unknown> | null,
  ): Promise<ConnectOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error('connect took too long')),
      CONNECT_LIMIT_MS,
    );
    try {
      return await adapter.connect(
        this.contexts.forCredentials(
          kind,
          adapter,
          credentials,
          settings,
          account,
          controller.signal,
        ),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private async view(d: Destination): Promise<DestinationView> {
    const adapter = await this.adapters.get(d.kind);
    return destinationView(
      d,
      adapter.defaultMapping,
      (await this.outbox.pending(d.id)).count,
    );
  }
}

function refusedOrReady(outcome: ConnectOutcome, kind: DestinationKind) {
  const entry = DESTINATION_REGISTRY[kind];
  const { label } = entry;
  // The refusal is about the secret (a token, a webhook URL, a consumer secret); a refused host
  // about the field that names one.
  const fields: readonly CredentialField[] = entry.credentialFields;
  const field = (fields.find((f) => f.secret) ?? fields[0]!).name;
  const hostField = fields.find((f) => /url/i.test(f.name))?.name ?? field;
  switch (outcome.kind) {
    case 'ready':
      return outcome;
    case 'unauthorized':
      throw AppError.badRequest(
        `was refused by ${label}: ${outcome.detail}`,
        field,
      );
    case 'forbidden':
      throw AppError.badRequest(
        outcome.missing.length
          ? `lacks what ${label} needs for us to write: ${outcome.missing.join(', ')}`
          : `was refused by ${label}: ${outcome.detail}`,
        field,
      );
    case 'unavailable':
      if (outcome.reason === 'refused_host')
        throw AppError.badRequest(
          `must be on ${entry.allowedHosts.map((h) => (h.startsWith('.') ? `*${h}` : h)).join(' or ')}`,
          hostField,
        );
      if (outcome.reason === 'refused_address')
        throw AppError.badRequest(
          'must not point at a loopback, private or link-local address (DESTINATION_ALLOW_PRIVATE_NETWORKS=true allows it, for tests only)',
          hostField,
        );
      throw new AppError(
        'service_unavailable',
        `${label} could not be reached: ${outcome.reason}`,
      );
  }
}

function eventsOf(
  events: string[] | undefined,
  adapter: DestinationAdapter,
): ActorChange[] | undefined {
  if (!events) return undefined;
  const bad = events.filter((e) => !adapter.changes.includes(e as ActorChange));
  if (bad.length || !events.length)
    throw AppError.badRequest(
      `must be a list of: ${adapter.changes.join(', ')} (of ${ACTOR_CHANGES.join(', ')})`,
      'events',
    );
  return [...new Set(events)] as ActorChange[];
}

/** An adapter's refusal of an input, as the error every surface words. */
function fieldError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof DestinationInputError)
      throw AppError.badRequest(err.message, err.field);
    throw err;
  }
}
