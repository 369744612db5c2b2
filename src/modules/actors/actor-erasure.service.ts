import { Injectable } from '@nestjs/common';
import { isUuid } from '../auth/organizations.service.js';
import { ActorStateEvents } from './actor-state.events.js';
import { ActorRepository } from './repositories/actor.repository.js';

/**
 * The right to erasure: removes an actor — the row, with its enrichment, analysis, score, agent
 * run record and ingest metadata — and, in the same transaction, everything other modules keep
 * about it: erasure is a state change (`erased`, ActorStateEvents), and each module that records
 * something about actors deletes it when it hears one (the webhooks module: event bodies and
 * delivery records); the actors module does not know who they are. What remains is counts (the
 * monthly quota) and, in queues, job data that holds only the actor id; such a job finds no actor
 * and ends. Every later write to the actor is a compare-and-set on its row (an UPDATE), so a run
 * still in flight when the row goes changes nothing and brings nothing back; a later create with
 * the same email is a new actor.
 */
@Injectable()
export class ActorErasureService {
  constructor(
    private readonly events: ActorStateEvents,
    private readonly actors: ActorRepository,
  ) {}

  /**
   * Erases the organization's actor `actorId`; returns 1, or 0 when there is no such actor (also
   * a malformed id or another organization's actor). `DELETE /v1/actors/{id}` and `actor:erase`.
   */
  async erase(organizationId: string, id: string): Promise<number> {
    if (!isUuid(id)) return 0;
    const actorId = id.toLowerCase();
    return this.events.transaction(actorId, async (tx, announce) => {
      // A write first, changing nothing: it locks the row (PostgreSQL) or the file (SQLite, where
      // another process may write too) until the end, so no state change can commit an outbox
      // row for this actor while the listeners delete theirs.
      if (!(await this.actors.lock(tx, organizationId, actorId))) return 0;
      await announce('erased');
      return this.actors.delete(tx, organizationId, actorId);
    });
  }
}
