import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
// The address rules alone: the index would also load the free-mail and disposable lists, which
// cost the admin CLI's every actor command a noticeable start-up time and are not needed here.
import { normalizeEmail } from '../../../libs/email/email-address.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../auth/organizations.service.js';
import { ActorEvents } from './actor.events.js';
import type { CreateActorDto } from './dto/create-actor.dto.js';
import type { Actor } from './entities/actor.entity.js';
import { ActorRepository } from './repositories/actor.repository.js';
import type { ActorViewRow } from './repositories/actor-statements.js';
import { EnrichmentQuotaService } from './enrichment-quota.service.js';
import { EnrichmentStateService } from './enrichment-state.service.js';

export interface CreateActorResult {
  actorId: string;
  created: boolean;
  /** a new actor the monthly quota refused: it exists, but no enrichment starts this month */
  rejected: boolean;
}

/**
 * Creates and reads actors. State changes have their owners: admission EnrichmentStateService,
 * research runs the enrichment module's ResearchRunState, scores scoring's ScoreStateService.
 */
@Injectable()
export class ActorsService {
  constructor(
    private readonly actors: ActorRepository,
    private readonly events: ActorEvents,
    private readonly quota: EnrichmentQuotaService,
    private readonly enrichmentState: EnrichmentStateService,
  ) {}

  /**
   * Idempotent on (organization, lowercased email), also under concurrency: the unique index
   * decides the race, INSERT … ON CONFLICT DO NOTHING never fails on it, and RETURNING says
   * whether our row won; otherwise the existing row's id is read (in the same statement on
   * PostgreSQL). A repeated create changes nothing (first-touch source).
   */
  async create(
    organizationId: string,
    dto: CreateActorDto,
  ): Promise<CreateActorResult> {
    const email = normalizeEmail(dto.email);
    // Timestamps come from here, not a column default, to keep milliseconds on SQLite too.
    const now = new Date();
    const row = await this.actors.insertOrFind({
      id: randomUUID(),
      organizationId,
      email,
      name: dto.name ?? null,
      source: dto.source ?? null,
      metadata: dto.metadata ?? null,
      status: 'pending',
      scoringStatus: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new Error('actor vanished between insert and select');
    if (!row.created)
      return { actorId: row.id, created: false, rejected: false };
    const insertedId = row.id;
    const admitted = await this.quota.admit(organizationId, now, {
      quota: row.quota,
    });
    if (admitted) {
      await this.events.created({ actorId: insertedId, organizationId });
    } else {
      // The actor exists (idempotency holds) but no enrichment starts for it this month.
      await this.enrichmentState.reject(insertedId, 'quota_exceeded');
    }
    return { actorId: insertedId, created: true, rejected: !admitted };
  }

  /**
   * What the public views show of an actor of this organization (not its private columns);
   * anything else (unknown, malformed, foreign) is not found.
   */
  view(organizationId: string, actorId: string): Promise<ActorViewRow> {
    return this.found(actorId, (id) => this.actors.viewRow(organizationId, id));
  }

  /** An actor of this organization; anything else (unknown, malformed, foreign) is not found. */
  get(organizationId: string, actorId: string): Promise<Actor> {
    return this.found(actorId, (id) => this.actors.find(organizationId, id));
  }

  /** What `read` finds for the id as given, when it is a UUID (any case); else not found. */
  private async found<T>(
    actorId: string,
    read: (id: string) => Promise<T | null>,
  ): Promise<T> {
    const row = isUuid(actorId) ? await read(actorId.toLowerCase()) : null;
    if (!row) throw AppError.notFound(`No actor ${actorId}`);
    return row;
  }

  /** The organization's actor with this email, matched as create matches it (any case). */
  async getByEmail(organizationId: string, email: string): Promise<Actor> {
    const actor = await this.actors.findByEmail(
      organizationId,
      normalizeEmail(email),
    );
    if (!actor)
      throw AppError.notFound('No actor with this email in this organization');
    return actor;
  }
}
