import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bull';
import { ReadinessChecks } from '../health/readiness-checks.js';
import { ENRICHMENT_QUEUE_NAME } from './queue/enrichment-queue.port.js';

/** With Redis configured, readiness includes a ping to it. */
@Injectable()
export class RedisReadiness implements OnModuleInit {
  constructor(
    @InjectQueue(ENRICHMENT_QUEUE_NAME) private readonly queue: Queue,
    private readonly checks: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    this.checks.register('redis', () => this.queue.client.ping());
  }
}
