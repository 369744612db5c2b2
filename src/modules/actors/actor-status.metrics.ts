import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
import { RecentReading } from '../../../libs/cache/recent-reading.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import { ActorRepository } from './repositories/actor.repository.js';
import { ACTOR_STATUSES, type ActorStatus } from './actor-status.js';

/** Scrapes (several Prometheus replicas, a dashboard refresh) share one count for this long. */
const CACHE_MS = 5000;

/**
 * Actors by status, counted at scrape time with one GROUP BY and cached briefly, so scraping
 * costs the database at most one query per CACHE_MS. Every status is reported, zero included, so
 * a series never vanishes because nobody is in that state right now.
 */
@Injectable()
export class ActorStatusGauge implements OnModuleInit {
  /** Concurrent scrapes share the query in flight as well as its result. */
  private readonly counts: RecentReading<Map<ActorStatus, number>>;

  constructor(
    private readonly registry: Registry,
    actors: ActorRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.counts = new RecentReading(CACHE_MS, () => actors.countByStatus());
  }

  onModuleInit(): void {
    const gauge = new Gauge({
      name: 'enrichment_actors',
      help: `Actors by status (all organizations), counted at most every ${CACHE_MS / 1000} s.`,
      labelNames: ['status'],
      registers: [this.registry],
      collect: async () => {
        gauge.reset();
        try {
          const counts = await this.counts.get();
          for (const status of ACTOR_STATUSES)
            gauge.set({ status }, counts.get(status) ?? 0);
        } catch (err) {
          this.logger.warn({ err }, 'actor counts unavailable for this scrape');
        }
      },
    });
  }
}
