// The background sweeps on a big actors table: the reconciler's (stranded actors) and the refresh
// feeder's (stale actors, requested refreshes) statements must use indexes, or each pass reads
// the whole table, every RECONCILE_INTERVAL_MS, on every worker. The statements are the ones the
// sweeps send (captured from the DataSource during real passes, not copied here), explained by
// PostgreSQL's planner on a seeded and ANALYZEd table, where a sequential scan would be chosen if
// no index served. PostgreSQL only: SQLite is the single-process embedded default.
import { randomBytes } from 'node:crypto';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { EnrichmentModule } from '../../src/modules/enrichment/enrichment.module.js';
import { Reconciler } from '../../src/modules/enrichment/reconciler.sweep.js';
import { HealthModule } from '../../src/modules/health/health.module.js';
import { BullJobQueue } from '../../src/modules/queue/bull-queue.adapter.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import { seedActors } from '../support/seed-actors.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

/** Enough rows that a scan of the table costs far more than an index lookup. */
const SEEDED = 40_000;

interface Sent {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [
  plan,
  ...(plan.Plans ?? []).flatMap(nodes),
];

(postgresUrl && redisUrl ? describe : describe.skip)(
  'background sweeps on a big actors table [postgres] [redis]',
  () => {
    let s: ServiceModule;
    let ds: DataSource;
    let queue: Queue;

    beforeAll(async () => {
      s = await startServiceModule('postgres', {
        imports: [HealthModule, EnrichmentModule],
        env: {
          APP_ROLE: 'api',
          REDIS_URL: redisUrl!,
          REDIS_QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
          RECONCILE_PENDING_AFTER_MS: '0',
          ENRICHMENT_REFRESH_AFTER_DAYS: '30',
        },
      });
      ds = s.get(DataSource);
      queue = s.get(BullJobQueue).line('enrichment');
      await seedActors((sql, params) => ds.query(sql, params), {
        organizations: 40,
        actors: SEEDED,
      });
      // A few actors the reconciler should find: pending, their jobs lost.
      const orgId = await s.newOrganization();
      for (let n = 0; n < 5; n++) await s.newActor(orgId);
      for (let tries = 0; (await queue.count()) < 5; tries++) {
        if (tries > 100) throw new Error('the creates were not all enqueued');
        await new Promise((r) => setTimeout(r, 50));
      }
      await queue.empty();
      await ds.query('ANALYZE "actors"');
    }, 240_000);
    afterAll(async () => {
      await queue?.obliterate({ force: true });
      await s?.close();
    });

    /** The statements on actors that `pass` sends. */
    async function sentDuring(pass: () => Promise<unknown>): Promise<Sent[]> {
      const sent: Sent[] = [];
      const logger = ds.logger;
      const logQuery = logger.logQuery.bind(logger);
      logger.logQuery = (sql, params, runner) => {
        sent.push({ sql, params: (params ?? []) as unknown[] });
        return logQuery(sql, params, runner);
      };
      try {
        await pass();
      } finally {
        logger.logQuery = logQuery;
      }
      return sent.filter((q) => /"actors"/.test(q.sql));
    }

    async function seqScansOnActors(sent: Sent[]): Promise<string[]> {
      const found: string[] = [];
      for (const { sql, params } of sent) {
        const [row] = await ds.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const plan = (row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
        if (
          nodes(plan).some(
            (n) =>
              n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'actors',
          )
        )
          found.push(sql);
      }
      return found;
    }

    it("the reconciler's pass, with the refresh feeder's, reads actors by index", async () => {
      const sent = await sentDuring(() => s.get(Reconciler).reconcileNow());
      // Not vacuous: the stranded scan and its confirmation, the feeder's count, its request for
      // stale actors (an UPDATE: EXPLAIN plans it without running it) and its read of the waiting.
      const stranded = sent.filter((q) => q.sql.includes("'pending'"));
      expect(stranded.length).toBeGreaterThanOrEqual(2);
      expect(sent.some((q) => q.sql.startsWith('UPDATE'))).toBe(true);
      expect(
        sent.filter((q) => q.sql.includes('refreshRequestedAt')).length,
      ).toBeGreaterThanOrEqual(3);
      expect(await seqScansOnActors(sent)).toEqual([]);
    });
  },
);
