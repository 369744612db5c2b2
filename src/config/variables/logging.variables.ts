import { z } from 'zod';

// What is logged, in which form, and where it goes.
export const loggingVariables = {
  /** `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  /**
   * `auto`: readable lines (pino-pretty) when `NODE_ENV=development` and the log goes to a terminal,
   * JSON otherwise; `json` or `pretty` force one. Production always logs JSON, for collectors
   * (`pretty` there is refused).
   */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /**
   * Where log lines go: `1` (stdout) for the service; the admin CLI forces `2` (stderr), since its
   * stdout is its JSON.
   */
  LOG_FD: z.coerce.number().int().min(1).max(2).default(1),
};
