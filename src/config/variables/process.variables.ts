import { z } from 'zod';
import { bool, int } from './values.js';

// Where the configuration comes from and what this process is: its environment, its role.
export const processVariables = {
  /**
   * A file to read variables from, in `KEY=value` form; unset: `./.env` if there is one (a missing
   * `ENV_FILE` is an error). Only the environment can set it, and the environment wins over the
   * file.
   */
  ENV_FILE: z.string().min(1).optional(),
  /**
   * `development`, `production` or `test`. `production` prints no first-run key and always logs
   * JSON.
   */
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development'),
  /**
   * On an empty embedded database (outside production), create the organization "Default" and print
   * its id and one API key.
   */
  FIRST_RUN_BOOTSTRAP: bool(true),
  /**
   * `all`: API and worker in one process; `api`: HTTP only; `worker`: enrichment only, no HTTP.
   * `api` and `worker` need `REDIS_URL`.
   */
  APP_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /**
   * With `APP_ROLE=worker`, the port (bound to `HOST`) of `/health` and `/health/ready`, for the
   * orchestrator's probes; `0` picks a free one.
   */
  WORKER_HEALTH_PORT: int(3001, 0, 65535),
};
