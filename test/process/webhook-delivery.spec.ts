// Production deployment as separate API and worker processes (PostgreSQL, a Redis of the test's
// own): a worker SIGKILLed while it delivers an event loses nothing — the event was committed with
// the state change, so a replacement worker delivers it once the dead one's claim lapses. Then the
// operator replays it from the admin CLI.
import { createActor, waitFor } from '../support/actor-api.js';
import { runAdminProcess } from '../support/admin-process.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import type { WebhookReceiver } from '../support/fixtures/webhook-receiver.js';
import { startRedisServer } from '../support/redis-process.js';
import { startServiceProcess } from '../support/service-process.js';
import {
  addEnrichedEndpoint,
  startWebhookWorld,
  type WebhookWorld,
} from '../support/webhook-world.js';
import { verifiedBody, WEBHOOK_TEST_ENV } from '../support/webhooks.js';

(postgresUrl && redisUrl ? describe : describe.skip)(
  'webhook delivery across processes [postgres] [redis]',
  () => {
    let world: WebhookWorld;
    let receiver: WebhookReceiver;
    let env: Record<string, string>;
    let key: string;
    let orgId: string;
    const admin = async (...argv: string[]) => {
      // The built CLI, as an operator runs it next to the service.
      const out = await runAdminProcess(argv, env);
      if (out.exitCode !== 0)
        throw new Error(`admin ${argv[0]} failed: ${out.stderr}`);
      return out.json;
    };

    beforeAll(async () => {
      world = await startWebhookWorld('postgres');
      receiver = world.receiver;
      const redis = await startRedisServer();
      ({ key, orgId } = await newTenantViaAdmin(world.db.env));
      env = {
        ...world.env,
        ...WEBHOOK_TEST_ENV,
        REDIS_URL: redis.url,
        // Long enough for the worker to be killed mid-attempt; its claim lapses 10 s later.
        WEBHOOK_TIMEOUT_MS: '3000',
        QUEUE_STALLED_INTERVAL_MS: '500',
        RECONCILE_INTERVAL_MS: '500',
        RECONCILE_PENDING_AFTER_MS: '500',
      };
    });
    afterAll(() => world?.close());

    it('delivers an event whose worker was killed mid-delivery, then replays it', async () => {
      const endpoint = await addEnrichedEndpoint(
        env,
        orgId,
        receiver.url('/hook'),
      );
      // The first attempt never gets an answer: the worker is killed while it waits.
      receiver.respond('/hook', (n) => (n === 1 ? 'hang' : { status: 200 }));
      const api = await startServiceProcess({ ...env, APP_ROLE: 'api' });
      const firstWorker = await startServiceProcess({
        ...env,
        APP_ROLE: 'worker',
      });
      const { actorId } = await createActor(
        api.url!,
        key,
        'jane.doe@acme.test',
      );
      const [inFlight] = await receiver.waitFor('/hook', 1, 20_000);
      await firstWorker.stop('SIGKILL');

      await startServiceProcess({ ...env, APP_ROLE: 'worker' });
      const [, delivered] = await receiver.waitFor('/hook', 2, 30_000);
      expect(delivered.headers['webhook-id']).toBe(
        inFlight.headers['webhook-id'],
      );
      expect(verifiedBody(delivered, endpoint.secret)).toMatchObject({
        type: 'actor.enriched',
        data: { actor: { id: actorId, status: 'enriched' } },
      });
      // The killed attempt was never recorded: one attempt, delivered.
      const [listed] = await waitFor(
        'delivery recorded',
        async () => {
          const rows = await admin('webhook:deliveries', '--id', endpoint.id);
          return rows[0]?.status === 'delivered' ? rows : undefined;
        },
        10_000,
      );
      expect(listed).toMatchObject({
        event: 'actor.enriched',
        actorId,
        attempts: 1,
        lastStatusCode: 200,
        nextAttemptAt: null,
      });

      expect(await admin('webhook:replay', '--delivery', listed.id)).toEqual({
        id: listed.id,
        status: 'pending',
      });
      const [, , replayed] = await receiver.waitFor('/hook', 3, 15_000);
      expect(replayed.headers['webhook-id']).toBe(
        inFlight.headers['webhook-id'],
      );
      expect(replayed.body).toBe(delivered.body);
      const [endpointRow] = await admin('webhook:list', '--org', orgId);
      expect(endpointRow).toMatchObject({ lastStatus: 200, disabledAt: null });
    });
  },
);
