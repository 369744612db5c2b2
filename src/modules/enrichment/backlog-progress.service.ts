import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThan, type Repository } from 'typeorm';
import { Actor } from '../actors/entities/actor.entity.js';

/** The enrichment backlog across all organizations, and how much of it was worked off lately. */
export interface BacklogProgressReading {
  /** actors pending or enriching now */
  backlog: number;
  /** actors enriched (by the start of the run that enriched them) or failed since the instant asked about */
  finished: number;
}

/**
 * Reads how the enrichment backlog moves, for the stall watch: three counts, each on an index of
 * its own ((status, updatedAt), (status, enrichedAt)), never a scan of all actors.
 */
@Injectable()
export class BacklogProgress {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  async read(since: Date): Promise<BacklogProgressReading> {
    const [backlog, enriched, failed] = await Promise.all([
      this.actors.countBy({ status: In(['pending', 'enriching']) }),
      this.actors.countBy({ status: 'enriched', enrichedAt: MoreThan(since) }),
      this.actors.countBy({ status: 'failed', updatedAt: MoreThan(since) }),
    ]);
    return { backlog, finished: enriched + failed };
  }
}
