import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { ReadinessChecks } from '../health/readiness-checks.js';
import { DEFAULT_LINE } from './job-registry.js';

/** With Redis configured, readiness includes a ping to it (on the default line's connection). */
@Injectable()
export class RedisReadiness implements OnModuleInit {
  constructor(
    @InjectQueue(DEFAULT_LINE) private readonly queue: Queue,
    private readonly checks: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    this.checks.register('redis', () => this.queue.client.ping());
  }
}
