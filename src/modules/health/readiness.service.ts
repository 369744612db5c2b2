import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { ReadinessChecks } from './readiness-checks.service.js';

/** A dependency that does not answer within this long counts as down. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  checks: Record<string, 'up' | 'down'>;
}

/**
 * Whether this process can do its work: the database answers, and whatever other modules
 * registered (Redis, when configured). Served by the API's /health/ready and a worker's own port.
 */
@Injectable()
export class ReadinessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checks: ReadinessChecks,
  ) {}

  async check(): Promise<Readiness> {
    const checks: Record<string, 'up' | 'down'> = {};
    const all = {
      database: () => this.dataSource.query('SELECT 1'),
      ...this.checks.all(),
    };
    await Promise.all(
      Object.entries(all).map(async ([name, check]) => {
        checks[name] = await withTimeLimit(CHECK_TIMEOUT_MS, check).then(
          () => 'up' as const,
          () => 'down' as const,
        );
      }),
    );
    return { ready: Object.values(checks).every((c) => c === 'up'), checks };
  }
}

/** Message of the 503 when something is down, the same on every port. */
export function notReadyMessage(readiness: Readiness): string {
  const down = Object.keys(readiness.checks).filter(
    (k) => readiness.checks[k] === 'down',
  );
  return `Not ready: ${down.join(', ')} down`;
}
