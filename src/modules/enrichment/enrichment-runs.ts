import { Inject, Injectable } from '@nestjs/common';
import { untilAborted } from '../../../libs/time-limit/index.js';
import { requestContext } from '../../common/request-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Actor } from '../actors/entities/actor.entity.js';
import {
  ENRICHMENT_AGENT,
  type AgentResult,
  type EnrichmentAgent,
} from './agent/enrichment-agent.port.js';

/** A run's lease outlives its time limit a little, so a live run is never presumed dead. */
const LEASE_GRACE_MS = 10_000;

/**
 * What every research run of an actor shares, the first enrichment (EnrichmentService) and a
 * refresh (RefreshService) alike: the lease it takes, the agent under the job's signal (its time
 * limit and the shutdown), and the log context naming the actor.
 */
@Injectable()
export class EnrichmentRuns {
  constructor(
    @Inject(ENRICHMENT_AGENT) private readonly agent: EnrichmentAgent,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How long a claim holds the actor: the run's time limit and a grace. */
  get leaseMs(): number {
    return this.config.queue.jobTimeoutMs + LEASE_GRACE_MS;
  }

  /** Runs `body` with every line logged meanwhile, down to the tools, naming the actor and request. */
  track<T>(
    actorId: string,
    requestId: string | undefined,
    body: () => Promise<T>,
  ): Promise<T> {
    return requestContext.run(
      { actorId, ...(requestId && { requestId }) },
      body,
    );
  }

  /**
   * The agent on this actor, under the job's signal; `fresh` for a refresh (every source read
   * again). The agent's tools stop when the signal aborts; one that ignores it still loses the race.
   */
  research(
    actor: Actor,
    signal: AbortSignal,
    options: { fresh?: boolean } = {},
  ): Promise<AgentResult> {
    return untilAborted(signal, (researchSignal) =>
      this.agent.research(
        {
          email: actor.email,
          name: actor.name,
          source: actor.source,
          metadata: actor.metadata,
          ...(options.fresh && { fresh: true }),
        },
        researchSignal,
      ),
    );
  }
}
