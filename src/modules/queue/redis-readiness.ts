import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ReadinessChecks } from '../health/readiness-checks.js';
import { JOB_QUEUE } from './job-queue.port.js';
import type { BullJobQueue } from './bull-job.queue.js';
import { DEFAULT_LINE } from './job-registry.js';

/** With Redis configured, readiness includes a ping to it. */
@Injectable()
export class RedisReadiness implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: BullJobQueue,
    private readonly checks: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    this.checks.register('redis', () =>
      this.queue.line(DEFAULT_LINE).client.ping(),
    );
  }
}
