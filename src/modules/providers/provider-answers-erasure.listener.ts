import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ActorStateEvents } from '../actors/actor-state.events.js';
import { Actor } from '../actors/entities/actor.entity.js';
import { ProviderAnswer } from './entities/provider-answer.entity.js';
import { subjectHash } from './provider-ledger.service.js';

/**
 * Erasure reaches the providers' answers we keep about the person (by their address, for their
 * organization), in the erasure's transaction. It does not reach the providers: what they hold
 * is theirs to erase (README, docs/providers).
 */
@Injectable()
export class ProviderAnswersErasure implements OnModuleInit {
  constructor(private readonly events: ActorStateEvents) {}

  onModuleInit(): void {
    this.events.listen(async (change, tx) => {
      if (change.type !== 'erased') return;
      // Announced before the row goes: the address is still there to be hashed.
      const actor = await tx.findOne(Actor, {
        where: { id: change.actorId },
        select: { id: true, organizationId: true, email: true },
      });
      if (!actor) return;
      await tx.delete(ProviderAnswer, {
        organizationId: actor.organizationId,
        subject: subjectHash({ email: actor.email }),
      });
    });
  }
}
