import { z } from 'zod';
import { bool, int } from './values.js';

// The dashboard: whether it is served, its sessions, and which proxies to believe about its
// visitors.
export const dashboardVariables = {
  /**
   * Serve the dashboard at `/dashboard` (`APP_ROLE` `all` or `api`); people sign in with accounts
   * made by `user:create`.
   */
  DASHBOARD_ENABLED: bool(true),
  /** A dashboard session unused for this long ends; any session ends 7 days after sign-in. */
  DASHBOARD_SESSION_IDLE_MS: int(28_800_000, 60_000, 604_800_000),
  /**
   * Which proxies in front of the service to believe about the client (Express's "trust proxy"):
   * `false`, none; a number of proxy hops; or a comma-separated list of addresses, CIDR ranges,
   * `loopback`, `linklocal`, `uniquelocal`. A trusted proxy's `X-Forwarded-For` gives the address
   * sign-in attempts are limited by, and its `X-Forwarded-Proto: https` marks the dashboard's cookie
   * `Secure`.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim();
      if (value === 'false') return false as const;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const named = ['loopback', 'linklocal', 'uniquelocal'];
      const bad = list.filter(
        (t) => !named.includes(t) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(t),
      );
      if (!list.length || bad.length) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, a number of hops, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal (true is refused: it would believe any client)',
        });
        return z.NEVER;
      }
      return list;
    }),
};
