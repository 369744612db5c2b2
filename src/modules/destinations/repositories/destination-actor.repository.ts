import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type EntityManager, type Repository } from 'typeorm';
import { DestinationActor } from '../entities/destination-actor.entity.js';
import { instant, runSql } from './run-sql.js';

/** What a flush records for one row it claimed. */
export interface RowOutcome {
  actorId: string;
  /** the version the flush read: done up to there; a newer change stays pending */
  claimed: number;
  outcome: 'synced' | 'failed' | 'skipped' | 'unknown';
  message: string | null;
}

/** Rows of one destination due now: how many, and when the oldest and newest changed. */
export interface DueSummary {
  due: number;
  oldestChange: Date | null;
  newestChange: Date | null;
}

const CHANGED = `INSERT INTO "destination_actors" ("destinationId", "actorId", "version", "doneVersion", "pending", "op", "changedAt", "pendingSince", "attempts")
  VALUES (:destinationId, :actorId, 1, 0, 1, 'upsert', :now, :now, 0)
  ON CONFLICT ("destinationId", "actorId") DO UPDATE SET
    "version" = "destination_actors"."version" + 1, "pending" = 1, "op" = 'upsert', "changedAt" = :now,
    "pendingSince" = COALESCE("destination_actors"."pendingSince", :now), "nextAttemptAt" = NULL, "attempts" = 0`;

/**
 * The destinations' outbox (destination_actors): a row per destination and actor, its version
 * raised by each subscribed change in the change's own transaction; what a flush takes and what
 * it records, each guarded by the version it claimed, so a newer change is never marked done.
 */
@Injectable()
export class DestinationActorRepository {
  constructor(
    @InjectRepository(DestinationActor)
    private readonly rows: Repository<DestinationActor>,
  ) {}

  /** A change to send (its latest state, whenever the flush comes): version + 1, pending. */
  async changed(
    tx: EntityManager,
    destinationId: string,
    actorId: string,
    now: Date,
  ): Promise<void> {
    await runSql(tx, CHANGED, { destinationId, actorId, now });
  }

  /** `sync --since`: these actors of the organization, enriched, pending again (one statement). */
  async changedMany(
    destinationId: string,
    actorIds: string[],
    now: Date,
  ): Promise<void> {
    if (!actorIds.length) return;
    await runSql(
      this.rows.manager,
      CHANGED.replace(
        `VALUES (:destinationId, :actorId, 1, 0, 1, 'upsert', :now, :now, 0)`,
        `SELECT :destinationId, "id", 1, 0, 1, 'upsert', :now, :now, 0 FROM "actors" WHERE "id" IN (:...actorIds)`,
      ),
      { destinationId, actorIds, now },
    );
  }

  /** Erasure with the CRM record deleted: the row becomes an erase to send. False: none to erase. */
  async toErase(
    tx: EntityManager,
    destinationId: string,
    actorId: string,
    now: Date,
  ): Promise<boolean> {
    const res = await tx
      .createQueryBuilder()
      .update(DestinationActor)
      .set({
        op: 'erase',
        version: () => '"version" + 1',
        pending: 1,
        changedAt: now,
        pendingSince: now,
        nextAttemptAt: null,
        attempts: 0,
        lastMessage: null,
      })
      .where({ destinationId, actorId })
      .execute();
    return res.affected === 1;
  }

  /** Erasure: the actor's rows go (all destinations', or those named). */
  async forget(
    tx: EntityManager,
    actorId: string,
    destinationIds?: string[],
  ): Promise<void> {
    await tx.delete(DestinationActor, {
      actorId,
      ...(destinationIds && { destinationId: In(destinationIds) }),
    });
  }

  async summary(destinationId: string, now: Date): Promise<DueSummary> {
    const row = await this.dueQuery(destinationId, now)
      .select('COUNT(*)', 'due')
      .addSelect('MIN(a."changedAt")', 'oldest')
      .addSelect('MAX(a."changedAt")', 'newest')
      .getRawOne<{ due: string | number; oldest: unknown; newest: unknown }>();
    return {
      due: Number(row?.due ?? 0),
      oldestChange: instant(row?.oldest),
      newestChange: instant(row?.newest),
    };
  }

  /** The rows a flush takes, oldest change first. */
  take(
    destinationId: string,
    now: Date,
    limit: number,
  ): Promise<DestinationActor[]> {
    return this.dueQuery(destinationId, now)
      .orderBy('a.changedAt', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** At-most-once destinations: these rows are being sent by run `intentId` (never twice). */
  async markIntent(
    destinationId: string,
    actorIds: string[],
    intentId: string,
  ): Promise<void> {
    if (actorIds.length)
      await this.rows.update(
        { destinationId, actorId: In(actorIds) },
        { intentId },
      );
  }

  /**
   * At-most-once destinations: the vendor said no before taking anything (throttled, refused the
   * credentials or the channel), so these rows were not sent and may be sent again.
   */
  async clearIntent(
    tx: EntityManager,
    destinationId: string,
    actorIds: string[],
    intentId: string,
  ): Promise<void> {
    // Only this run's marks: another run's are its own to settle.
    if (actorIds.length)
      await tx.update(
        DestinationActor,
        { destinationId, actorId: In(actorIds), intentId },
        { intentId: null },
      );
  }

  /** Records outcomes of claimed rows: done up to the claimed version, newer changes stay pending. */
  async record(
    tx: EntityManager,
    destinationId: string,
    outcomes: RowOutcome[],
    now: Date,
  ): Promise<void> {
    for (const o of outcomes) {
      const synced = o.outcome === 'synced';
      // Sent, or perhaps sent (at most once): either way this actor was delivered once.
      const delivered = synced || o.outcome === 'unknown';
      await runSql(
        tx,
        `UPDATE "destination_actors" SET
          "doneVersion" = CASE WHEN "doneVersion" > :claimed THEN "doneVersion" ELSE :claimed END,
          "pending" = CASE WHEN "version" > :claimed THEN 1 ELSE 0 END,
          "pendingSince" = CASE WHEN "version" > :claimed THEN "pendingSince" ELSE NULL END,
          "lastOutcome" = :outcome, "lastMessage" = :message, "attempts" = 0, "nextAttemptAt" = NULL, "intentId" = NULL
          ${synced ? ', "lastSyncedAt" = :now' : ''}
          ${delivered ? ', "firstSyncedAt" = COALESCE("firstSyncedAt", :now)' : ''}
         WHERE "destinationId" = :destinationId AND "actorId" = :actorId`,
        {
          destinationId,
          actorId: o.actorId,
          claimed: o.claimed,
          outcome: o.outcome,
          message: o.message?.slice(0, 300) ?? null,
          now,
        },
      );
    }
  }

  /** Not done (5xx, timeout, throttled): tried again at `next`, its attempts counted. */
  async retryAt(
    tx: EntityManager,
    destinationId: string,
    actorId: string,
    next: Date,
    message: string,
  ): Promise<void> {
    await tx.update(
      DestinationActor,
      { destinationId, actorId },
      {
        attempts: () => '"attempts" + 1',
        nextAttemptAt: next,
        intentId: null,
        lastMessage: message.slice(0, 300),
      },
    );
  }

  /** The actors' rows at every destination (their sync status: the API, the actor page). */
  ofActors(actorIds: string[]): Promise<DestinationActor[]> {
    return actorIds.length
      ? this.rows.findBy({ actorId: In(actorIds) })
      : Promise.resolve([]);
  }

  async row(
    destinationId: string,
    actorId: string,
  ): Promise<DestinationActor | null> {
    return this.rows.findOneBy({ destinationId, actorId });
  }

  /** Rows pending at a destination (lists), and since when the oldest waits (metrics). */
  async pending(
    destinationId?: string,
  ): Promise<{ count: number; oldest: Date | null }> {
    const q = this.rows
      .createQueryBuilder('a')
      .select('COUNT(*)', 'count')
      .addSelect('MIN(a."pendingSince")', 'oldest')
      .where('a.pending = 1');
    if (destinationId)
      q.andWhere('a.destinationId = :destinationId', { destinationId });
    const row = await q.getRawOne<{
      count: string | number;
      oldest: unknown;
    }>();
    return { count: Number(row?.count ?? 0), oldest: instant(row?.oldest) };
  }

  private dueQuery(destinationId: string, now: Date) {
    return this.rows
      .createQueryBuilder('a')
      .where('a.destinationId = :destinationId AND a.pending = 1', {
        destinationId,
      })
      .andWhere(
        new Brackets((q) =>
          q
            .where('a.nextAttemptAt IS NULL')
            .orWhere('a.nextAttemptAt <= :now', { now }),
        ),
      );
  }
}
