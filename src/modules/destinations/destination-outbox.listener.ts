import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ACTOR_CHANGES,
  type ActorChange,
} from '../../../libs/destinations/index.js';
import {
  ActorStateEvents,
  type ActorStateChange,
} from '../actors/actor-state.events.js';
import { DestinationAdapters } from './destination-adapters.service.js';
import { DestinationFlushes } from './destination-flushes.service.js';
import type { Destination } from './entities/destination.entity.js';
import { DestinationActorRepository } from './repositories/destination-actor.repository.js';
import { DestinationDeliveryRepository } from './repositories/destination-delivery.repository.js';
import { DestinationRecordRepository } from './repositories/destination-record.repository.js';
import { DestinationRepository } from './repositories/destination.repository.js';

/**
 * The destinations' outbox, written in the transaction of each actor change (ActorStateEvents),
 * as the webhooks outbox is: a subscribed change raises the actor's row at each destination of
 * its organization (one statement each; the destinations row is not touched, so 300 concurrent
 * commits do not queue on it), and after the commit a flush is queued for when the batching
 * window says. Erasure forgets the actor here in the same transaction, or, where a destination
 * deletes the CRM record too (`erase: delete`), turns its row into an erase to send.
 */
@Injectable()
export class DestinationOutboxListener implements OnModuleInit {
  constructor(
    private readonly stateEvents: ActorStateEvents,
    private readonly destinations: DestinationRepository,
    private readonly outbox: DestinationActorRepository,
    private readonly records: DestinationRecordRepository,
    private readonly deliveries: DestinationDeliveryRepository,
    private readonly adapters: DestinationAdapters,
    private readonly flushes: DestinationFlushes,
  ) {}

  onModuleInit(): void {
    this.stateEvents.listen((change, tx) => this.record(change, tx));
  }

  private async record(change: ActorStateChange, tx: EntityManager) {
    const event: string =
      change.type === 'scored' && change.rescoring ? 'rescored' : change.type;
    if (!(ACTOR_CHANGES as readonly string[]).includes(event)) return;
    // One query in the common case of an organization without destinations.
    const all = await this.destinations.subscribedForActor(tx, change.actorId);
    if (!all.length) return;
    const now = new Date();
    const send =
      event === 'erased'
        ? await this.erase(tx, change.actorId, all, now)
        : all.filter((d) => d.events.includes(event as ActorChange));
    if (event !== 'erased')
      for (const d of send)
        await this.outbox.changed(tx, d.id, change.actorId, now);
    if (!send.length) return;
    return async () => {
      for (const d of send) {
        const adapter = await this.adapters.get(d.kind);
        await this.flushes.flushAt(
          d.id,
          new Date(now.getTime() + adapter.batching.quietMs),
        );
      }
    };
  }

  /** Forgets the actor everywhere, except its CRM ids where the record is to be deleted. */
  private async erase(
    tx: EntityManager,
    actorId: string,
    all: Destination[],
    now: Date,
  ) {
    const deleting: Destination[] = [];
    for (const d of all)
      if (d.settings.erase === 'delete' && d.events.includes('erased'))
        if (await this.outbox.toErase(tx, d.id, actorId, now)) deleting.push(d);
    const keeping = all.filter((d) => !deleting.includes(d)).map((d) => d.id);
    if (keeping.length) {
      await this.outbox.forget(tx, actorId, keeping);
      await this.records.forget(tx, actorId, keeping);
    }
    // The history may quote a vendor's words about the person: it goes everywhere.
    await this.deliveries.forget(tx, actorId);
    return deleting;
  }
}
