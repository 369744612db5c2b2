import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { transaction } from '../../database/transaction.js';
import { Actor } from './entities/actor.entity.js';

/**
 * Deletes, inside the erasure's transaction, what a module recorded about the actor that names
 * the person (the webhooks module: event bodies and delivery records). Returns nothing.
 */
export type ErasureListener = (
  actorId: string,
  tx: EntityManager,
) => Promise<unknown>;

/**
 * The right to erasure: removes an actor — the row, with its enrichment, analysis, score, agent
 * run record and ingest metadata — and, in the same transaction, everything other modules keep
 * about it (they register here, as they register on ActorStateEvents; the actors module does
 * not know who they are). What remains is counts (the monthly quota) and, in queues, job data
 * that holds only the actor id; such a job finds no actor and ends. Every later write to the
 * actor is a compare-and-set on its row (an UPDATE), so a run still in flight when the row goes
 * changes nothing and brings nothing back; a later create with the same email is a new actor.
 */
@Injectable()
export class ActorErasureService {
  private readonly listeners: ErasureListener[] = [];

  constructor(private readonly dataSource: DataSource) {}

  listen(listener: ErasureListener): void {
    this.listeners.push(listener);
  }

  /** Erases the organization's actor `actorId`; returns 1, or 0 when there is no such actor. */
  async erase(organizationId: string, actorId: string): Promise<number> {
    return transaction(this.dataSource, async (tx) => {
      // A write first, changing nothing: it locks the row (PostgreSQL) or the file (SQLite, where
      // another process may write too) until the end, so no state change can commit an outbox
      // row for this actor while the listeners delete theirs.
      const locked = await tx
        .createQueryBuilder()
        .update(Actor)
        .set({ updatedAt: () => '"updatedAt"' })
        .where('id = :actorId AND "organizationId" = :organizationId', {
          actorId,
          organizationId,
        })
        .execute();
      if (locked.affected !== 1) return 0;
      const actor = { id: actorId };
      for (const listener of this.listeners) await listener(actor.id, tx);
      const res = await tx.delete(Actor, { id: actor.id, organizationId });
      return res.affected ?? 0;
    });
  }
}
