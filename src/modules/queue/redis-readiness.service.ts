import { InjectQueue } from '@nestjs/bull';
import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import type { Queue } from 'bull';
import { ReadinessChecks } from '../health/readiness-checks.service.js';
import type { LineName } from './lines.js';

/** With Redis configured, readiness includes a ping to it (on the enrichment line's connection). */
@Injectable()
export class RedisReadiness implements OnModuleInit {
  constructor(
    @InjectQueue('enrichment' satisfies LineName) private readonly queue: Queue,
    // Absent where no health module serves readiness (the admin CLI).
    @Optional() private readonly checks?: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    this.checks?.register('redis', () => this.queue.client.ping());
  }
}
