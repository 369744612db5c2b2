import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { Actor } from './entities/actor.entity.js';

/** The enrichment backlog across all organizations, and how much of it was worked off lately. */
export interface BacklogProgressReading {
  /** actors pending or enriching now */
  backlog: number;
  /**
   * of those, the ones whose state has not changed since the instant asked about: they waited
   * all along (a lease's renewal is no change of state; a claim or a hand-back is)
   */
  waitingSince: number;
  /** actors enriched (by the start of the run that enriched them) or failed since the instant asked about */
  finished: number;
}

const BACKLOG = In(['pending', 'enriching']);

/**
 * Reads how the enrichment backlog moves, for the stall watch: four counts, each on an index of
 * its own ((status, updatedAt), (status, enrichedAt)), never a scan of all actors.
 */
@Injectable()
export class BacklogProgress {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  async read(since: Date): Promise<BacklogProgressReading> {
    const [backlog, waitingSince, enriched, failed] = await Promise.all([
      this.actors.countBy({ status: BACKLOG }),
      this.actors.countBy({
        status: BACKLOG,
        updatedAt: LessThanOrEqual(since),
      }),
      this.actors.countBy({ status: 'enriched', enrichedAt: MoreThan(since) }),
      this.actors.countBy({ status: 'failed', updatedAt: MoreThan(since) }),
    ]);
    return { backlog, waitingSince, finished: enriched + failed };
  }
}
