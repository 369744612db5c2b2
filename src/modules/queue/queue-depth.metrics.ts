import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import { JOB_QUEUE, type JobQueue, type QueueDepth } from './job-queue.port.js';
import { LINE_NAMES, type LineName } from './lines.js';

/** A scrape must not hang on a Redis that is down: its readings are left out instead. */
const READ_TIMEOUT_MS = 1000;

/** How long the gauges of one scrape share a reading. */
const SHARED_MS = 500;

/** The line whose readings keep their names from before lines existed (documented aliases). */
const ALIASED_LINE: LineName = 'enrichment';

/**
 * Read from the queue at scrape time, for every line: jobs waiting, running and delayed (awaiting
 * a retry), and how many processes consume it. `enrichment_queue_jobs` and
 * `enrichment_queue_workers` stay as the enrichment line's readings under their old names.
 */
@Injectable()
export class QueueDepthGauge implements OnModuleInit {
  private last: { at: number; readings: Promise<Reading[]> } | null = null;

  constructor(
    private readonly registry: Registry,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.gauge(
      'queue_jobs',
      'Jobs by line and state (waiting, active, delayed), read at scrape time.',
      ['line', 'state'],
      (set, r) => {
        for (const [state, n] of Object.entries(r.depth ?? {}))
          set({ line: r.line, state }, n);
      },
    );
    this.gauge(
      'queue_workers',
      'Processes consuming each line (workers; 1 for the embedded deployment), read at scrape time.',
      ['line'],
      (set, r) => {
        if (r.consumers !== undefined) set({ line: r.line }, r.consumers);
      },
    );
    this.gauge(
      'enrichment_queue_jobs',
      'The enrichment line’s queue_jobs (an alias kept for existing dashboards).',
      ['state'],
      (set, r) => {
        if (r.line !== ALIASED_LINE) return;
        for (const [state, n] of Object.entries(r.depth ?? {}))
          set({ state }, n);
      },
    );
    this.gauge(
      'enrichment_queue_workers',
      'The enrichment line’s queue_workers (an alias kept for existing dashboards).',
      [],
      (set, r) => {
        if (r.line === ALIASED_LINE && r.consumers !== undefined)
          set({}, r.consumers);
      },
    );
  }

  /** A gauge filled from every line's reading at scrape time. */
  private gauge(
    name: string,
    help: string,
    labelNames: string[],
    fill: (
      set: (labels: Record<string, string>, value: number) => void,
      reading: Reading,
    ) => void,
  ): void {
    const gauge: Gauge<string> = new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect: async () => {
        gauge.reset();
        for (const reading of await this.readings())
          fill((labels, value) => gauge.set(labels, value), reading);
      },
    });
  }

  /** The gauges of one scrape share one reading of the queue. */
  private readings(): Promise<Reading[]> {
    const now = Date.now();
    if (!this.last || now - this.last.at > SHARED_MS)
      this.last = { at: now, readings: this.readAll() };
    return this.last.readings;
  }

  private readAll(): Promise<Reading[]> {
    return Promise.all(
      LINE_NAMES.map(async (line) => ({
        line,
        depth: await this.read('queue depth', () => this.queue.depth(line)),
        consumers: await this.read('queue workers', () =>
          this.queue.consumers(line),
        ),
      })),
    );
  }

  private async read<T>(what: string, reading: () => Promise<T>) {
    try {
      return await withTimeLimit(READ_TIMEOUT_MS, reading);
    } catch (err) {
      this.logger.warn(
        { error: err instanceof Error ? err.message : String(err) },
        `${what} unavailable for this scrape`,
      );
      return undefined;
    }
  }
}

interface Reading {
  line: LineName;
  depth: QueueDepth | undefined;
  consumers: number | undefined;
}
