import { constantTimeEqual } from '../../common/security/constant-time-equal.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Whether a scrape may read /metrics: with METRICS_TOKEN configured it must present it as a bearer
 * token; without one (only possible on a loopback METRICS_PORT) binding is the protection.
 */
export function mayScrape(
  authorization: string | undefined,
  token: string | null,
): boolean {
  if (token === null) return true;
  const presented = BEARER.exec(authorization ?? '')?.[1];
  return presented !== undefined && constantTimeEqual(presented, token);
}

export const METRICS_UNAUTHORIZED =
  'A valid metrics token is required: Authorization: Bearer <METRICS_TOKEN>';
