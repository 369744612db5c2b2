// Company research once per domain across worker processes: an API process and two workers on
// one PostgreSQL and a Redis of the test's own; signups of one company, taken by both workers at
// once, read the company's website once (counted at the fixture server).
import { pollAllTerminal } from '../support/actor-api.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import { ACME_DOMAIN } from '../support/fixtures/fixture-data.js';
import {
  createActors,
  setUpScenario,
  tearDownScenario,
  type Scenario,
} from '../support/process-scenario.js';
import { startRedisServer } from '../support/redis-process.js';
import { startServiceProcess } from '../support/service-process.js';

(postgresUrl && redisUrl ? describe : describe.skip)(
  'company research shared by worker processes [postgres] [redis]',
  () => {
    let s: Scenario;
    beforeAll(async () => {
      const redis = await startRedisServer();
      // Every outside answer takes 500 ms: both workers are mid-lookup at the same time. The
      // site's reads (DNS, home page, About page) take 1.5 s or more; time limits with room for a
      // loaded machine, so what is measured is the sharing, not a time-out (CI saw one).
      s = await setUpScenario('postgres', 500, {
        REDIS_URL: redis.url,
        ENRICHMENT_TOOL_TIMEOUT_MS: '10000',
        ENRICHMENT_JOB_TIMEOUT_MS: '20000',
      });
    });
    afterAll(() => tearDownScenario(s));

    it('reads one company site once while two workers enrich its signups', async () => {
      const api = await startServiceProcess({ ...s.env, APP_ROLE: 'api' });
      await Promise.all([
        startServiceProcess({ ...s.env, APP_ROLE: 'worker' }),
        startServiceProcess({ ...s.env, APP_ROLE: 'worker' }),
      ]);
      const ids = await createActors(api.url!, s.key, 'signup', 8);
      const records = await pollAllTerminal(api.url!, s.key, ids, 30_000);
      expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
      expect(
        records.map((r) => r.enrichment.citations.companyName.retrievedAt),
      ).toEqual(
        ids.map(() => records[0].enrichment.citations.companyName.retrievedAt),
      );
      const homeReads = s.world.http.requests.filter(
        (r) => r.host === ACME_DOMAIN && r.path === '/',
      );
      expect(homeReads).toHaveLength(1);
    });
  },
);
