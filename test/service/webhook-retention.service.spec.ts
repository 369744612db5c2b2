// WEBHOOK_RETENTION_DAYS on each database: events older than the retention period whose
// deliveries are all delivered or given up go, with their deliveries; an event with a delivery
// still pending (retrying, replayed) stays whatever its age, and so do recent ones.
import { DataSource, In } from 'typeorm';
import { WebhookDelivery } from '../../src/modules/webhooks/entities/webhook-delivery.entity.js';
import { WebhookEvent } from '../../src/modules/webhooks/entities/webhook-event.entity.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { WebhookOutbox } from '../../src/modules/webhooks/webhook-outbox.service.js';
import { WebhookRetention } from '../../src/modules/webhooks/webhook-retention.sweep.js';
import { WebhooksModule } from '../../src/modules/webhooks/webhooks.module.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';
import { WEBHOOK_TEST_ENV } from '../support/webhooks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

forEachDialect('webhook retention', (dialect) => {
  let sm: ServiceModule;

  beforeAll(async () => {
    sm = await startServiceModule(dialect, {
      imports: [WebhooksModule],
      env: {
        ...WEBHOOK_TEST_ENV,
        // Nothing is sent during the test: it sets every delivery's state itself.
        WEBHOOK_DISPATCH_INTERVAL_MS: '3600000',
        WEBHOOK_RETENTION_DAYS: '30',
      },
    });
  });
  afterAll(() => sm?.close());

  it('prunes finished events past the retention period, keeping pending and recent ones', async () => {
    const orgId = await sm.newOrganization();
    const endpoints = sm.get(WebhookEndpointsService);
    const [one, two] = await Promise.all(
      ['/one', '/two'].map(
        async (path) =>
          (await endpoints.add(orgId, `http://127.0.0.1:9${path}`, null))
            .endpoint,
      ),
    );
    const dataSource = sm.get(DataSource);
    const deliveries = dataSource.getRepository(WebhookDelivery);
    const events = dataSource.getRepository(WebhookEvent);
    /** One event (to both endpoints) of a new actor, recorded `daysAgo`, its deliveries so. */
    const eventOf = async (
      daysAgo: number,
      statuses: [WebhookDelivery['status'], WebhookDelivery['status']],
    ) => {
      const actorId = await sm.newActor(orgId);
      const created = await dataSource.transaction((tx) =>
        sm.get(WebhookOutbox).record({ type: 'enriched', actorId }, tx),
      );
      const at = new Date(Date.now() - daysAgo * DAY_MS);
      const [row] = await deliveries.findBy({ id: created[0].id });
      await events.update({ seq: row.eventSeq }, { createdAt: at });
      for (const [endpointId, status] of [
        [one.id, statuses[0]],
        [two.id, statuses[1]],
      ] as const)
        await deliveries.update(
          { eventSeq: row.eventSeq, endpointId },
          { status, createdAt: at },
        );
      return row.eventSeq;
    };
    const oldDelivered = await eventOf(31, ['delivered', 'delivered']);
    const oldGivenUp = await eventOf(40, ['failed', 'delivered']);
    const oldStillRetrying = await eventOf(31, ['delivered', 'pending']);
    const recent = await eventOf(29, ['delivered', 'failed']);

    expect(await sm.get(WebhookRetention).prune()).toBe(2);

    const left = (
      await events.findBy({
        seq: In([oldDelivered, oldGivenUp, oldStillRetrying, recent]),
      })
    ).map((e) => e.seq);
    expect(left.sort()).toEqual([oldStillRetrying, recent].sort());
    expect(
      await deliveries.countBy({ eventSeq: In([oldDelivered, oldGivenUp]) }),
    ).toBe(0);
    expect(
      await deliveries.countBy({ eventSeq: In([oldStillRetrying, recent]) }),
    ).toBe(4);
    // A second pass finds nothing more.
    expect(await sm.get(WebhookRetention).prune()).toBe(0);
  });
});
