import { Injectable } from '@nestjs/common';
import type { JobData } from './job-queue.port.js';

/** One run of a job, as its handler sees it. */
export interface JobRun {
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** no retry follows if this one throws */
  finalAttempt: boolean;
}

/** Does the work of one job. Throwing asks for a retry (RetryPolicy); returning ends the job. */
export type JobHandler<T = JobData> = (
  data: T,
  run: JobRun,
) => Promise<unknown>;

/** What a job is, known to producers and consumers alike (the admin CLI only produces). */
export interface JobDefinition {
  name: string;
  /** the line it waits in (a Bull queue of its own); the default line unless named */
  line?: string;
}

/**
 * The default line: enrichment and rescoring share it and ENRICHMENT_CONCURRENCY. Its name is the
 * Bull queue's, so jobs queued in Redis before an upgrade are still found.
 */
export const DEFAULT_LINE = 'enrichment';

/** Called at shutdown with the grace period: stop new work, let in-flight work end or hand it back. */
export type DrainHook = (graceMs: number) => Promise<void>;

/**
 * Every job the application knows, the line each waits in, and the module that handles it. Each
 * module defines and handles its own jobs (at module init); the queue adapters only look names up
 * here. A job defined without a handler stops the start (`verify`), so a job can never be queued
 * that no process would ever run.
 */
@Injectable()
export class JobRegistry {
  private readonly lines = new Map<string, number>();
  private readonly jobs = new Map<string, string>();
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly drains: DrainHook[] = [];

  /** A line of its own, with its own concurrency per consuming process. */
  defineLine(name: string, concurrency: number): void {
    this.lines.set(name, concurrency);
  }

  define(job: JobDefinition): void {
    const line = job.line ?? DEFAULT_LINE;
    const known = this.jobs.get(job.name);
    if (known !== undefined && known !== line)
      throw new Error(
        `job ${job.name} defined in two lines: ${known}, ${line}`,
      );
    this.jobs.set(job.name, line);
  }

  /** Defines the job and names its handler; one handler per job name. */
  handle<T>(job: JobDefinition, handler: JobHandler<T>): void {
    this.define(job);
    if (this.handlers.has(job.name))
      throw new Error(`job ${job.name} has two handlers`);
    this.handlers.set(job.name, handler as JobHandler<never>);
  }

  /** Work to wind down when the process stops (before the queue closes). */
  onDrain(hook: DrainHook): void {
    this.drains.push(hook);
  }

  lineOf(jobName: string): string {
    const line = this.jobs.get(jobName);
    if (line === undefined) throw new Error(`unknown job ${jobName}`);
    return line;
  }

  handlerFor(jobName: string): JobHandler | undefined {
    return this.handlers.get(jobName) as JobHandler | undefined;
  }

  /** Lines that jobs wait in, with their concurrency (undefined: the line was never defined). */
  usedLines(): Array<{ name: string; concurrency: number | undefined }> {
    return [...new Set([DEFAULT_LINE, ...this.jobs.values()])].map((name) => ({
      name,
      concurrency: this.lines.get(name),
    }));
  }

  concurrencyOf(line: string): number {
    const concurrency = this.lines.get(line);
    if (concurrency === undefined) throw new Error(`unknown line ${line}`);
    return concurrency;
  }

  /** Throws naming every defined job without a handler, or a line without a concurrency. */
  verify(): void {
    const unhandled = [...this.jobs.keys()].filter(
      (n) => !this.handlers.has(n),
    );
    const undefinedLines = this.usedLines()
      .filter((l) => l.concurrency === undefined)
      .map((l) => l.name);
    const problems = [
      ...unhandled.map((n) => `job "${n}" has no handler`),
      ...undefinedLines.map((n) => `line "${n}" has no concurrency`),
    ];
    if (problems.length)
      throw new Error(`Job registry incomplete: ${problems.join('; ')}`);
  }

  /** Runs every drain hook at once and waits for all of them. */
  async drain(graceMs: number): Promise<void> {
    await Promise.allSettled(this.drains.map((hook) => hook(graceMs)));
  }
}
