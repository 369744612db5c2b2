import { Injectable } from '@nestjs/common';

export interface ActorCreated {
  actorId: string;
  organizationId: string;
}

type Listener = (event: ActorCreated) => Promise<void>;

/**
 * How the actors module announces a committed new actor without knowing who listens (the
 * enrichment module subscribes). Listeners run after the row is committed; a failing listener is
 * the listener's problem to make safe (the reconciler picks up anything it drops).
 */
@Injectable()
export class ActorEvents {
  private readonly listeners: Listener[] = [];

  onCreated(listener: Listener): void {
    this.listeners.push(listener);
  }

  async created(event: ActorCreated): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener(event)));
  }
}
