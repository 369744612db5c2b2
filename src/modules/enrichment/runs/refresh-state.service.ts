import { Injectable } from '@nestjs/common';
import { ActorRefreshRepository } from '../../actors/repositories/actor-refresh.repository.js';
import { ActorRunRepository } from '../../actors/repositories/actor-run.repository.js';

/**
 * Owns the requests for another research run. Above all the refresh work list: an enriched actor
 * is researched again while its record stays as it is, until the new one replaces it in one step
 * (ResearchRunState, run kind `refresh`). The list is the actor's own `refreshRequestedAt`
 * (durable: a crash loses no refresh); a request is only ever added to an actor without one, so
 * asking twice joins the first request. And a failed actor's new first run (`retryFailed`).
 */
@Injectable()
export class RefreshStateService {
  constructor(
    private readonly refreshes: ActorRefreshRepository,
    private readonly runs: ActorRunRepository,
  ) {}

  /**
   * failed → pending: research an actor whose enrichment failed once more, from the start
   * (actor:reenrich). Its claims are counted afresh; it was admitted by the quota already.
   */
  retryFailed(actorId: string): Promise<boolean> {
    return this.runs.retryFailed(actorId);
  }

  /** Asks for a refresh of these actors, where enriched; returns those that now await one. */
  request(actorIds: readonly string[], now = new Date()): Promise<string[]> {
    return this.refreshes.request(actorIds, now);
  }

  /**
   * Asks for a refresh of an organization's enriched actors whose enrichment is older than
   * `before`. Returns how many now await one (asked for now, or already).
   */
  requestOlderThan(
    organizationId: string,
    before: Date,
    now = new Date(),
  ): Promise<number> {
    return this.refreshes.requestOlderThan(organizationId, before, now);
  }

  /**
   * The background refresh (ENRICHMENT_REFRESH_AFTER_DAYS): asks for a refresh of at most `limit`
   * enriched actors, across organizations, whose enrichment is older than `before`, oldest first.
   */
  async requestStale(
    before: Date,
    limit: number,
    now = new Date(),
  ): Promise<number> {
    if (limit <= 0) return 0;
    return this.refreshes.requestStale(before, limit, now);
  }

  /** How many actors await a refresh (queued, running or waiting to be queued). */
  countRequested(): Promise<number> {
    return this.refreshes.countRequested();
  }

  /**
   * Refreshes that wait for a run: asked for, and no live lease (never claimed, handed back, or
   * their worker died). Oldest request first. `among` narrows the search to confirm what it found.
   */
  findWaiting(limit: number, among?: readonly string[]): Promise<string[]> {
    return this.runs.findRefreshWaiting(limit, among);
  }
}
