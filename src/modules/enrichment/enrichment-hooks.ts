import { Injectable } from '@nestjs/common';

type Hook = (actorId: string) => Promise<void>;

/**
 * What happens after an actor is enriched (scoring registers here). A hook's failure is the
 * hook's to record; it never turns a recorded enrichment back into an error.
 */
@Injectable()
export class EnrichmentHooks {
  private readonly hooks: Hook[] = [];

  onEnriched(hook: Hook): void {
    this.hooks.push(hook);
  }

  async enriched(actorId: string): Promise<void> {
    await Promise.allSettled(this.hooks.map((hook) => hook(actorId)));
  }
}
