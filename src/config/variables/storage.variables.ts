import { z } from 'zod';
import { bool, url } from './values.js';

// Where state is kept: the database (PostgreSQL or the embedded SQLite file) and Redis.
export const storageVariables = {
  /** PostgreSQL connection string (`postgres://…`); unset = the embedded SQLite file. */
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  /** The SQLite file (WAL mode) used when `DATABASE_URL` is unset. */
  SQLITE_PATH: z.string().min(1).default('./data/enrichment.sqlite'),
  /**
   * When a SQLite commit waits for the disk. `normal` (WAL's usual setting): a crash of the process
   * loses nothing committed, a power cut may lose the last commits before the disk flushed them,
   * and the file stays consistent either way. `full` waits for the disk at every commit (a few ms
   * each, during which the embedded service answers nothing).
   */
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
  /** Apply pending migrations when the service starts (the admin CLI always does). */
  MIGRATIONS_RUN: bool(true),
  /**
   * Redis (`redis://…`) for the Bull queue and the rate-limit counters; unset = the in-process
   * queue.
   */
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /**
   * Key prefix of everything the service keeps in Redis: the Bull queue and the rate-limit counters.
   */
  REDIS_QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,64}$/)
    .default('enrich'),
};
