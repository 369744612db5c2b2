import { Injectable } from '@nestjs/common';

export interface ActorCreated {
  actorId: string;
  organizationId: string;
}

/** An enriched actor now awaits a refresh (actor:reenrich). */
export type RefreshRequested = ActorCreated;

type Listener<E> = (event: E) => Promise<void>;

/**
 * How the actors module announces committed work for an actor without knowing who does it (the
 * enrichment module subscribes and enqueues). Listeners run after the change is committed; a
 * failing listener is the listener's problem to make safe (the reconciler picks up anything it
 * drops, from the actor's own state).
 */
@Injectable()
export class ActorEvents {
  private readonly createdListeners: Listener<ActorCreated>[] = [];
  private readonly refreshListeners: Listener<RefreshRequested>[] = [];

  /**
   * An actor awaits its enrichment: a new one, or one that may be enriched after all (a failed
   * one asked to try again, or one the quota refused, admitted under a raised quota).
   */
  onCreated(listener: Listener<ActorCreated>): void {
    this.createdListeners.push(listener);
  }

  onRefreshRequested(listener: Listener<RefreshRequested>): void {
    this.refreshListeners.push(listener);
  }

  async created(event: ActorCreated): Promise<void> {
    await Promise.all(this.createdListeners.map((listener) => listener(event)));
  }

  async refreshRequested(event: RefreshRequested): Promise<void> {
    await Promise.all(this.refreshListeners.map((listener) => listener(event)));
  }
}
