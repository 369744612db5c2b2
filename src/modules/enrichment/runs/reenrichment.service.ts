import { Injectable } from '@nestjs/common';
import { OrganizationsService } from '../../auth/organizations.service.js';
import { ActorEvents } from '../../actors/actor.events.js';
import { ActorsService } from '../../actors/actors.service.js';
import { RefreshStateService } from './refresh-state.service.js';

const DAY_MS = 86_400_000;

/** Which actors to research again: one (by id or email), or those enriched longer ago than that. */
export type ReenrichSelection =
  { id: string } | { email: string } | { olderThanDays: number };

/**
 * actor:reenrich: research actors again. An enriched actor is refreshed — it stays `enriched`,
 * its record unchanged, until the new enrichment replaces it (RefreshStateService); a failed one
 * is enriched again from the start. Others are left alone: pending and enriching ones are being
 * researched already, and one the quota refused waits for the quota (org:update). One actor is
 * announced at once, for the enrichment module to queue it; a selection by age is left to the
 * workers, which queue refreshes in bounded batches (so a large backfill never floods the queue).
 */
@Injectable()
export class ReenrichmentService {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly actors: ActorsService,
    private readonly refreshes: RefreshStateService,
    private readonly events: ActorEvents,
  ) {}

  /** Returns how many actors now await their new research. */
  async reenrich(
    organizationId: string,
    selection: ReenrichSelection,
    now = new Date(),
  ): Promise<number> {
    const org = await this.organizations.get(organizationId);
    if ('olderThanDays' in selection)
      return this.refreshes.requestOlderThan(
        org.id,
        new Date(now.getTime() - selection.olderThanDays * DAY_MS),
        now,
      );
    const actor =
      'id' in selection
        ? await this.actors.get(org.id, selection.id)
        : await this.actors.getByEmail(org.id, selection.email);
    const event = { actorId: actor.id, organizationId: org.id };
    if (actor.status === 'enriched') {
      const requested = await this.refreshes.request([actor.id], now);
      if (!requested.length) return 0;
      await this.events.refreshRequested(event);
      return 1;
    }
    if (
      actor.status === 'failed' &&
      (await this.refreshes.retryFailed(actor.id))
    ) {
      await this.events.created(event);
      return 1;
    }
    return 0;
  }
}
