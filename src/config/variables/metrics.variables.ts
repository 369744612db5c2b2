import { z } from 'zod';
import { bool } from './values.js';

// Prometheus metrics, and where `/metrics` is served.
export const metricsVariables = {
  /** Collect Prometheus metrics; served only as `METRICS_TOKEN` and `METRICS_PORT` allow. */
  METRICS_ENABLED: bool(true),
  /**
   * Bearer token `/metrics` requires (16+ characters). Setting it serves `/metrics` on the API port;
   * without it (and without `METRICS_PORT`) `/metrics` is not served at all. Never logged.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(256)
    .optional(),
  /**
   * Serve `/metrics` on a port of its own instead of the API port (works for `APP_ROLE=worker` too).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Interface `METRICS_PORT` binds; anything but loopback needs `METRICS_TOKEN`. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
};
