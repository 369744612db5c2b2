// ENRICHMENT_CONCURRENCY bounds how many enrichments one worker process runs at once (it is what
// keeps a worker within the outside services' rate limits), with Bull on a Redis of the test's own.
import { pollAllTerminal } from '../support/actor-api.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import {
  createActors,
  setUpScenario,
  tearDownScenario,
  type Scenario,
} from '../support/process-scenario.js';
import { startRedisServer } from '../support/redis-process.js';
import { sleep, startServiceProcess } from '../support/service-process.js';

(postgresUrl && redisUrl ? describe : describe.skip)(
  'worker concurrency [postgres] [redis]',
  () => {
    let s: Scenario;
    beforeAll(async () => {
      const redis = await startRedisServer();
      s = await setUpScenario('postgres', 800, {
        REDIS_URL: redis.url,
        ENRICHMENT_CONCURRENCY: '1',
      });
    });
    afterAll(() => tearDownScenario(s));

    // Bull adds up the concurrency of named processors on one queue and lets any slot take any
    // job: a processor per job name (enrich, rescore) would run ENRICHMENT_CONCURRENCY + 1
    // enrichments at once. BullJobQueue registers one processor per line.
    it('runs one enrichment at a time with ENRICHMENT_CONCURRENCY=1', async () => {
      const proc = await startServiceProcess({ ...s.env, APP_ROLE: 'all' });
      const ids = await createActors(proc.url!, s.key, 'one', 3);
      let most = 0;
      const deadline = Date.now() + 2500;
      while (Date.now() < deadline) {
        const enriching = (await s.rows.all()).filter(
          (r) => r.status === 'enriching',
        ).length;
        most = Math.max(most, enriching);
        await sleep(25);
      }
      const records = await pollAllTerminal(proc.url!, s.key, ids, 15_000);
      expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
      expect(most).toBe(1);
    });
  },
);
