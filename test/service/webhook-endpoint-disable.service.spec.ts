// An endpoint disabled while the outbox writes a delivery for it (PostgreSQL, where the two run
// at once): the 410 that disables it and an actor's next event recorded in the same moment. The
// delivery must not be left pending for a disabled endpoint (nothing would ever send or fail it):
// the disabling waits for the outbox's commit and fails it too. SQLite runs one transaction at a
// time, so there they cannot interleave.
import { DataSource } from 'typeorm';
import { WebhookDelivery } from '../../src/modules/webhooks/entities/webhook-delivery.entity.js';
import { WebhookAttemptRepository } from '../../src/modules/webhooks/repositories/webhook-attempt.repository.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { WebhookOutbox } from '../../src/modules/webhooks/webhook-outbox.service.js';
import { WebhooksModule } from '../../src/modules/webhooks/webhooks.module.js';
import { postgresUrl } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';
import { WEBHOOK_TEST_ENV } from '../support/webhooks.js';

(postgresUrl ? describe : describe.skip)(
  'an endpoint disabled while the outbox writes for it [postgres]',
  () => {
    let sm: ServiceModule;

    beforeAll(async () => {
      sm = await startServiceModule('postgres', {
        imports: [WebhooksModule],
        env: {
          ...WEBHOOK_TEST_ENV,
          // No sweep during the test: it drives every attempt itself.
          WEBHOOK_DISPATCH_INTERVAL_MS: '3600000',
        },
      });
    });
    afterAll(() => sm?.close());

    it('fails the delivery recorded while the endpoint was being disabled', async () => {
      const orgId = await sm.newOrganization();
      const actorId = await sm.newActor(orgId);
      const { endpoint } = await sm
        .get(WebhookEndpointsService)
        .add(orgId, 'http://127.0.0.1:9/hook', null);
      const dataSource = sm.get(DataSource);
      const outbox = sm.get(WebhookOutbox);
      const store = sm.get(WebhookAttemptRepository);
      const [first] = await dataSource.transaction((tx) =>
        outbox.record({ type: 'enriched', actorId }, tx),
      );
      const now = new Date();
      const claim = (await store.claim(
        first.id,
        now,
        new Date(now.getTime() + 60_000),
      ))!;
      expect(claim).not.toBeNull();

      // The next event's outbox write is in progress (not committed) …
      const runner = dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      let disabling: Promise<boolean> | undefined;
      try {
        const [second] = await outbox.record(
          { type: 'scored', actorId },
          runner.manager,
        );
        // … when the first delivery's attempt meets a 410 and disables the endpoint.
        disabling = store.recordFailure(
          claim,
          { statusCode: 410, error: null, excerpt: null },
          null,
          new Date(),
          'the endpoint answered 410 Gone',
        );
        await new Promise((r) => setTimeout(r, 300));
        await runner.commitTransaction();
        expect(await disabling).toBe(true);

        const rows = await dataSource
          .getRepository(WebhookDelivery)
          .findBy({ endpointId: endpoint.id });
        expect(rows.map((d) => [d.id, d.status]).sort()).toEqual(
          [
            [first.id, 'failed'],
            [second.id, 'failed'],
          ].sort(),
        );
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await disabling?.catch(() => undefined);
        await runner.release();
      }
    });
  },
);
