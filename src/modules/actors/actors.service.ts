import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
// The address rules alone: the index would also load the free-mail and disposable lists, which
// cost the admin CLI's every actor command a noticeable start-up time and are not needed here.
import { normalizeEmail } from '../../../libs/email/email-address.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../auth/organizations.service.js';
import { ActorEvents } from './actor-events.js';
import type { CreateActorDto } from './dto/create-actor.dto.js';
import { Actor } from './entities/actor.entity.js';
import { EnrichmentQuotaService } from './enrichment-quota.service.js';
import { EnrichmentStateService } from './enrichment-state.service.js';

export interface CreateActorResult {
  actorId: string;
  created: boolean;
  /** a new actor the monthly quota refused: it exists, but no enrichment starts this month */
  rejected: boolean;
}

/** Creates and reads actors. State changes have their owners: EnrichmentStateService, ScoreStateService. */
@Injectable()
export class ActorsService {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
    private readonly events: ActorEvents,
    private readonly quota: EnrichmentQuotaService,
    private readonly enrichmentState: EnrichmentStateService,
  ) {}

  /**
   * Idempotent on (organization, lowercased email), also under concurrency: the unique index
   * decides the race, INSERT … ON CONFLICT DO NOTHING (OR IGNORE on SQLite) never fails on it, and
   * the re-select tells whether our row won. A repeated create changes nothing (first-touch source).
   */
  async create(
    organizationId: string,
    dto: CreateActorDto,
  ): Promise<CreateActorResult> {
    const email = normalizeEmail(dto.email);
    const candidateId = randomUUID();
    // Timestamps come from here, not a column default, to keep milliseconds on SQLite too.
    const now = new Date();
    const insert = this.actors
      .createQueryBuilder()
      .insert()
      .into(Actor)
      .values({
        id: candidateId,
        organizationId,
        email,
        name: dto.name ?? null,
        source: dto.source ?? null,
        // The query builder's deep-partial typing can't express a JSON column; the value is plain JSON.
        metadata: (dto.metadata ?? null) as never,
        status: 'pending',
        scoringStatus: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .orIgnore()
      .updateEntity(false);
    // Where the database can say which row it inserted (PostgreSQL: RETURNING), a new actor costs
    // one statement; the re-select is needed only when the insert was ignored. SQLite re-selects
    // always, in-process and cheap.
    const returning =
      this.actors.manager.connection.driver.isReturningSqlSupported('insert');
    if (returning) insert.returning(['id']);
    const inserted = await insert.execute();
    const insertedRows = returning ? (inserted.raw as { id: string }[]) : [];
    const row =
      insertedRows[0] ??
      (await this.actors.findOne({
        where: { organizationId, email },
        select: { id: true },
      }));
    if (!row) throw new Error('actor vanished between insert and select');
    const created = row.id === candidateId;
    if (!created) return { actorId: row.id, created, rejected: false };
    const admitted = await this.quota.admit(organizationId, now);
    if (admitted) {
      await this.events.created({ actorId: row.id, organizationId });
    } else {
      // The actor exists (idempotency holds) but no enrichment starts for it this month.
      await this.enrichmentState.reject(row.id, 'quota_exceeded');
    }
    return { actorId: row.id, created, rejected: !admitted };
  }

  /** An actor of this organization; anything else (unknown, malformed, foreign) is not found. */
  async get(organizationId: string, actorId: string): Promise<Actor> {
    const actor = isUuid(actorId)
      ? await this.actors.findOneBy({
          id: actorId.toLowerCase(),
          organizationId,
        })
      : null;
    if (!actor) throw AppError.notFound(`No actor ${actorId}`);
    return actor;
  }

  /** The organization's actor with this email, matched as create matches it (any case). */
  async getByEmail(organizationId: string, email: string): Promise<Actor> {
    const actor = await this.actors.findOneBy({
      organizationId,
      email: normalizeEmail(email),
    });
    if (!actor)
      throw AppError.notFound('No actor with this email in this organization');
    return actor;
  }
}
