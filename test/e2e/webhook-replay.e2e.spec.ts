// Replay and enable from the dashboard, on both deployments, with the service's own retry delays
// (minutes): a replay sends now, whatever the delivery is doing (a retry scheduled included), with
// the same webhook-id; a disabled endpoint stays disabled until the operator enables it.
import { WebhookDeliveriesService } from '../../src/modules/webhooks/webhook-deliveries.service.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { waitFor } from '../support/actor-api.js';
import { createDashboardUser, DashboardClient } from '../support/dashboard.js';
import { forEachDeployment } from '../support/deployments.js';
import type { WebhookReceiver } from '../support/fixtures/webhook-receiver.js';
import type { TestApp } from '../support/test-app.js';
import { startWebhookApp, type WebhookApp } from '../support/webhook-app.js';

forEachDeployment('webhook replay and enable', (deployment) => {
  let app: WebhookApp;
  let receiver: WebhookReceiver;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    app = await startWebhookApp(deployment, {
      // A failed attempt waits a minute for its retry: only a replay sends it sooner.
      WEBHOOK_RETRY_FIRST_DELAY_MS: '60000',
      WEBHOOK_RETRY_MAX_DELAY_MS: '600000',
    });
    ({ receiver, t } = app);
  });
  afterAll(() => app?.close());

  /** A tenant with one endpoint at `path`, an admin signed in to the dashboard, one actor. */
  async function tenantWithDelivery(path: string) {
    const tenant = await t.newTenant(`Replay ${++n}`);
    const { endpoint } = await t.app
      .get(WebhookEndpointsService)
      .add(tenant.orgId, receiver.url(path), ['actor.enriched']);
    const user = await createDashboardUser(t, tenant.orgId, 'admin');
    const dashboard = new DashboardClient(t.url);
    expect((await dashboard.signIn(user.email, user.password)).status).toBe(
      303,
    );
    const res = await fetch(`${t.url}/v1/actors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tenant.key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: `replay${n}@acme.test` }),
    });
    expect(res.status).toBe(201);
    return { ...tenant, endpointId: endpoint.id, dashboard };
  }
  const deliveryOf = async (endpointId: string) =>
    (await t.app.get(WebhookDeliveriesService).list(endpointId, 10))[0];

  it('replays a delivery waiting for its retry at once, with the same webhook-id', async () => {
    receiver.respond('/retrying', (k) =>
      k === 1 ? { status: 503 } : { status: 200 },
    );
    const tenant = await tenantWithDelivery('/retrying');
    const [failed] = await receiver.waitFor('/retrying', 1);
    const waiting = await waitFor(
      'the retry scheduled',
      async () => {
        const d = await deliveryOf(tenant.endpointId);
        return d?.status === 'pending' && d.attempts === 1 ? d : undefined;
      },
      10_000,
    );
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(
      Date.now() + 30_000,
    );

    const page = await tenant.dashboard.get(
      `/dashboard/webhooks/${tenant.endpointId}`,
    );
    const replayed = await tenant.dashboard.post(
      `/dashboard/webhooks/deliveries/${waiting.id}/replay`,
      { _csrf: page.csrf! },
    );
    expect(replayed.status).toBe(303);
    const [, again] = await receiver.waitFor('/retrying', 2, 2000);
    expect(again.headers['webhook-id']).toBe(failed.headers['webhook-id']);
    expect(again.body).toBe(failed.body);
    expect(
      await waitFor(
        'delivered',
        async () => {
          const d = await deliveryOf(tenant.endpointId);
          return d.status === 'delivered' ? d : undefined;
        },
        5000,
      ),
    ).toMatchObject({ attempts: 2, lastStatusCode: 200 });
  });

  it('replays through the service (as webhook:replay does) at once, twice in a row', async () => {
    receiver.respond('/twice', (k) =>
      k === 1 ? { status: 500 } : { status: 200 },
    );
    const tenant = await tenantWithDelivery('/twice');
    await receiver.waitFor('/twice', 1);
    const waiting = await waitFor(
      'the retry scheduled',
      async () => {
        const d = await deliveryOf(tenant.endpointId);
        return d?.status === 'pending' && d.attempts === 1 ? d : undefined;
      },
      10_000,
    );
    const replays = t.app.get(WebhookDeliveriesService);
    await replays.replay(waiting.id);
    await receiver.waitFor('/twice', 2, 2000);
    await waitFor(
      'delivered',
      async () =>
        (await deliveryOf(tenant.endpointId)).status === 'delivered'
          ? true
          : undefined,
      5000,
    );
    // A delivered one is sent again too.
    await replays.replay(waiting.id);
    await receiver.waitFor('/twice', 3, 2000);
  });

  it('keeps a disabled endpoint disabled on replay; the dashboard enables it', async () => {
    receiver.respond('/gone-then-back', (k) =>
      k === 1 ? { status: 410 } : { status: 200 },
    );
    const tenant = await tenantWithDelivery('/gone-then-back');
    await receiver.waitFor('/gone-then-back', 1);
    const endpoints = t.app.get(WebhookEndpointsService);
    await waitFor(
      'endpoint disabled',
      async () =>
        (await endpoints.get(tenant.endpointId)).disabledAt ? true : undefined,
      10_000,
    );
    const failed = await deliveryOf(tenant.endpointId);
    expect(failed.status).toBe('failed');

    await expect(
      t.app.get(WebhookDeliveriesService).replay(failed.id),
    ).rejects.toMatchObject({ code: 'bad_request', field: 'delivery' });
    expect((await endpoints.get(tenant.endpointId)).disabledAt).not.toBeNull();
    const disabledPage = await tenant.dashboard.get(
      `/dashboard/webhooks/${tenant.endpointId}`,
    );
    expect(disabledPage.body).toContain('Enable the endpoint');
    expect(disabledPage.body).not.toContain('/replay"');

    const enabled = await tenant.dashboard.post(
      `/dashboard/webhooks/${tenant.endpointId}/enable`,
      { _csrf: disabledPage.csrf! },
    );
    expect(enabled.status).toBe(303);
    expect(enabled.headers.get('location')).toBe(
      `/dashboard/webhooks/${tenant.endpointId}?enabled=1`,
    );
    expect(await endpoints.get(tenant.endpointId)).toMatchObject({
      disabledAt: null,
      disabledReason: null,
    });
    const page = await tenant.dashboard.get(
      `/dashboard/webhooks/${tenant.endpointId}?enabled=1`,
    );
    expect(page.body).toContain('Endpoint enabled');
    expect(page.body).toContain('/replay"');
    // Enabled, its failed delivery can be replayed.
    await t.app.get(WebhookDeliveriesService).replay(failed.id);
    await receiver.waitFor('/gone-then-back', 2, 2000);
  });
});
