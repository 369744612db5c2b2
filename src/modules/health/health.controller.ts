import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { AppError } from '../../common/errors/app-error.js';
import { Public } from '../auth/public.decorator.js';
import { ReadinessChecks } from './readiness-checks.js';

/** Liveness and readiness for orchestrators; outside /v1 and needing no key. */
@ApiExcludeController()
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checks: ReadinessChecks,
  ) {}

  @Get()
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    const results: Record<string, 'up' | 'down'> = {};
    const all = {
      database: () => this.dataSource.query('SELECT 1'),
      ...this.checks.all(),
    };
    await Promise.all(
      Object.entries(all).map(async ([name, check]) => {
        results[name] = await withTimeLimit(2000, check).then(
          () => 'up' as const,
          () => 'down' as const,
        );
      }),
    );
    const down = Object.keys(results).filter((k) => results[k] === 'down');
    if (down.length)
      throw new AppError(
        'service_unavailable',
        `Not ready: ${down.join(', ')} down`,
      );
    return { status: 'ready', checks: results };
  }
}
