import { Injectable } from '@nestjs/common';

type Check = () => Promise<unknown>;

/** Other modules (the queue, when Redis is configured) register what readiness depends on. */
@Injectable()
export class ReadinessChecks {
  private readonly checks: Record<string, Check> = {};

  register(name: string, check: Check): void {
    this.checks[name] = check;
  }

  all(): Record<string, Check> {
    return { ...this.checks };
  }
}
