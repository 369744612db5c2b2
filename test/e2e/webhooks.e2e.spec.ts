// Webhooks end to end, on both deployments: real actors enriched and scored, events delivered to
// real receivers on loopback, signed as Standard Webhooks 1.0 and checked as a receiver would.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { IcpProfilesService } from '../../src/modules/scoring/icp-profiles.service.js';
import { WebhookDeliveriesService } from '../../src/modules/webhooks/webhook-deliveries.service.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { waitFor } from '../support/actor-api.js';
import { forEachDeployment } from '../support/deployments.js';
import type { WebhookReceiver } from '../support/fixtures/webhook-receiver.js';
import { pollUntilTerminal } from '../support/poll.js';
import { EVERY_EXTRA } from '../support/record-extras.js';
import type { TestApp } from '../support/test-app.js';
import { WORK_ADDRESS_PROFILE as PROFILE } from '../support/icp-profiles.js';
import { startWebhookApp, type WebhookApp } from '../support/webhook-app.js';
import { signaturesByHand, verifiedBody } from '../support/webhooks.js';

forEachDeployment('webhooks', (deployment) => {
  let app: WebhookApp;
  let receiver: WebhookReceiver;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    app = await startWebhookApp(deployment, {
      WEBHOOK_GIVE_UP_AFTER_MS: '4000',
      // Rescoring is scheduled within this after a profile change.
      RECONCILE_INTERVAL_MS: '300',
      RECONCILE_PENDING_AFTER_MS: '300',
    });
    ({ receiver, t } = app);
  });
  afterAll(() => app?.close());

  /** A tenant of its own with an ICP profile and one endpoint at `path`. */
  async function tenantWithEndpoint(
    path: string,
    events: string[] | null = null,
  ) {
    const tenant = await t.newTenant(`Webhooks ${++n}`);
    await t.app.get(IcpProfilesService).set(tenant.orgId, PROFILE);
    const { endpoint, secret } = await t.app
      .get(WebhookEndpointsService)
      .add(tenant.orgId, receiver.url(path), events);
    return { ...tenant, endpointId: endpoint.id, secret };
  }
  const createActor = async (
    key: string,
    email: string,
    metadata?: Record<string, unknown>,
  ) =>
    (
      await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send({ email, source: 'webhooks', metadata })
        .expect(201)
    ).body.actorId as string;
  // A webhook body carries every extra of the full record.
  const fetchRecord = async (key: string, id: string) =>
    (
      await request(t.url)
        .get(`/v1/actors/${id}${EVERY_EXTRA}`)
        .set('Authorization', `Bearer ${key}`)
        .expect(200)
    ).body;
  const deliveries = (endpointId: string) =>
    t.app.get(WebhookDeliveriesService).list(endpointId, 100);
  const settled = (endpointId: string, count: number, timeoutMs = 15_000) =>
    waitFor(
      `${count} deliveries settled`,
      async () => {
        const all = await deliveries(endpointId);
        return all.length >= count && all.every((d) => d.status !== 'pending')
          ? all
          : undefined;
      },
      timeoutMs,
    );

  it('delivers actor.enriched then actor.scored, signed, with the full record as GET returns it', async () => {
    const tenant = await tenantWithEndpoint('/ok');
    // The receiver's own ids come back in every body, as stored (key order kept).
    const metadata = {
      crmId: 'c-42',
      tags: ['b', 'a'],
      nested: { z: 1, a: null },
    };
    const actorId = await createActor(
      tenant.key,
      'jane.doe@acme.test',
      metadata,
    );
    const [enriched, scored] = await receiver.waitFor('/ok', 2);
    const record = await fetchRecord(tenant.key, actorId);

    for (const received of [enriched, scored]) {
      // Verified by the library, and by hand as another language would.
      expect(verifiedBody(received, tenant.secret)).toEqual(
        JSON.parse(received.body),
      );
      expect(received.headers['webhook-signature']).toBe(
        signaturesByHand(received, tenant.secret),
      );
      expect(received.headers['content-type']).toBe('application/json');
      expect(received.headers['user-agent']).toBe(
        `signup-enrichment-webhooks/${JSON.parse(readFileSync('package.json', 'utf8')).version}`,
      );
      expect(received.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(
        Math.abs(
          Number(received.headers['webhook-timestamp']) - Date.now() / 1000,
        ),
      ).toBeLessThan(30);
    }
    const first = JSON.parse(enriched.body);
    const second = JSON.parse(scored.body);
    expect(Object.keys(first)).toEqual(['type', 'timestamp', 'data']);
    expect(first.type).toBe('actor.enriched');
    expect(first.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Enriched, not yet scored: the record as GET showed it at that moment.
    expect(first.data).toEqual({
      actor: { ...record, score: null, scoring: null },
    });
    expect(second).toMatchObject({
      type: 'actor.scored',
      data: { actor: record },
    });
    expect(record.score).toBe(100);
    expect(JSON.stringify(second.data.actor.metadata)).toBe(
      JSON.stringify(metadata),
    );
    expect(enriched.headers['webhook-id']).not.toBe(
      scored.headers['webhook-id'],
    );

    const listed = await settled(tenant.endpointId, 2);
    expect(listed.map((d) => [d.event?.type, d.status, d.attempts])).toEqual([
      ['actor.scored', 'delivered', 1],
      ['actor.enriched', 'delivered', 1],
    ]);
  });

  it('sends actor.scored again when a profile change rescores the actor', async () => {
    const tenant = await tenantWithEndpoint('/rescored', ['actor.scored']);
    const actorId = await createActor(tenant.key, 'rescored@acme.test');
    const [first] = await receiver.waitFor('/rescored', 1);
    expect(JSON.parse(first.body).data.actor.score).toBe(100);
    // A score from the enrichment itself is no rescoring.
    expect(JSON.parse(first.body).data.rescoring).toBeUndefined();
    const change = await t.app.get(IcpProfilesService).set(tenant.orgId, {
      name: 'Free-mail only',
      rules: [{ ...PROFILE.rules[0], value: true }],
    });
    const [, second] = await receiver.waitFor('/rescored', 2);
    const body = JSON.parse(second.body);
    expect(body).toMatchObject({
      type: 'actor.scored',
      data: { actor: { id: actorId, score: 0 } },
    });
    expect(body.data.actor).toEqual(await fetchRecord(tenant.key, actorId));
    // It says which profile change it answers and how many actors that change rescores.
    expect(change.rescoring).toBe(1);
    expect(body.data.rescoring).toEqual({
      profileVersion: change.version,
      actors: 1,
    });
  });

  it('retries a failing receiver with the same webhook-id, in order per actor', async () => {
    receiver.respond('/flaky', (k) =>
      k <= 2 ? { status: 503, body: 'busy' } : { status: 200 },
    );
    const tenant = await tenantWithEndpoint('/flaky');
    await createActor(tenant.key, 'flaky@acme.test');
    const received = await receiver.waitFor('/flaky', 4);
    const types = received.map((r) => JSON.parse(r.body).type);
    // Three tries of enriched (two 503s, then 200), and only then scored.
    expect(types).toEqual([
      'actor.enriched',
      'actor.enriched',
      'actor.enriched',
      'actor.scored',
    ]);
    expect(
      new Set(received.slice(0, 3).map((r) => r.headers['webhook-id'])).size,
    ).toBe(1);
    const listed = await settled(tenant.endpointId, 2);
    const enriched = listed.find((d) => d.event?.type === 'actor.enriched')!;
    expect(enriched).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
    });
  });

  it('disables an endpoint that answers 410 Gone at once', async () => {
    receiver.respond('/gone', () => ({ status: 410 }));
    const tenant = await tenantWithEndpoint('/gone');
    await createActor(tenant.key, 'gone@acme.test');
    await receiver.waitFor('/gone', 1);
    const [endpoint] = await waitFor(
      'endpoint disabled',
      async () => {
        const list = await t.app
          .get(WebhookEndpointsService)
          .list(tenant.orgId);
        return list[0].disabledAt ? list : undefined;
      },
      10_000,
    );
    expect(endpoint.disabledReason).toMatch(/410/);
    const listed = await settled(tenant.endpointId, 1);
    expect(listed.every((d) => d.status === 'failed')).toBe(true);
    // The later scored event is never sent to a disabled endpoint.
    await new Promise((r) => setTimeout(r, 600));
    expect(receiver.to('/gone')).toHaveLength(1);
  });

  it('never follows a redirect, and disables an endpoint that fails every attempt for the give-up period', async () => {
    receiver.respond('/moved', () => ({
      status: 301,
      headers: { location: receiver.url('/target') },
    }));
    const tenant = await tenantWithEndpoint('/moved', ['actor.enriched']);
    await createActor(tenant.key, 'moved@acme.test');
    const listed = await settled(tenant.endpointId, 1, 20_000);
    expect(listed[0]).toMatchObject({ status: 'failed', lastStatusCode: 301 });
    expect(listed[0].attempts).toBeGreaterThan(3);
    expect(receiver.to('/target')).toHaveLength(0);
    const [endpoint] = await t.app
      .get(WebhookEndpointsService)
      .list(tenant.orgId);
    expect(endpoint.disabledAt).not.toBeNull();
    expect(endpoint.disabledReason).toMatch(/every attempt failed since/);
  });

  it('gives up on a receiver that hangs after the time limit and retries it', async () => {
    receiver.respond('/hang', (k) => (k === 1 ? 'hang' : { status: 200 }));
    const tenant = await tenantWithEndpoint('/hang', ['actor.enriched']);
    await createActor(tenant.key, 'hang@acme.test');
    const listed = await settled(tenant.endpointId, 1);
    expect(listed[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(receiver.to('/hang')).toHaveLength(2);
  });

  it('replays a delivery with the same webhook-id, and signs with both secrets after a rotation', async () => {
    const tenant = await tenantWithEndpoint('/replay', ['actor.enriched']);
    const actorId = await createActor(tenant.key, 'replay@acme.test');
    await pollUntilTerminal(t.url, tenant.key, actorId);
    const [first] = await receiver.waitFor('/replay', 1);
    const [delivery] = await settled(tenant.endpointId, 1);

    const rotated = await t.app
      .get(WebhookEndpointsService)
      .rotateSecret(tenant.endpointId);
    await t.app.get(WebhookDeliveriesService).replay(delivery.id);
    const [, again] = await receiver.waitFor('/replay', 2);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(again.body).toBe(first.body);
    // During the overlap both secrets sign: one signature each, either verifies.
    expect(again.headers['webhook-signature'].split(' ')).toEqual([
      signaturesByHand(again, rotated),
      signaturesByHand(again, tenant.secret),
    ]);
    expect(verifiedBody(again, rotated)).toBeTruthy();
    expect(verifiedBody(again, tenant.secret)).toBeTruthy();
    expect(await settled(tenant.endpointId, 1)).toMatchObject([
      { id: delivery.id, status: 'delivered', attempts: 2 },
    ]);
  });

  it('records the event in the transaction of the change: no change, no event; a forgotten actor leaves none', async () => {
    const tenant = await tenantWithEndpoint('/atomic', ['actor.rejected']);
    // Quota 0 for this tenant: the create is rejected (a state change) and sends actor.rejected.
    await t.app
      .get(DataSource)
      .query(
        `UPDATE "organizations" SET "monthlyQuota" = 0 WHERE "id" = ${deployment.dialect === 'sqlite' ? '?' : '$1'}`,
        [tenant.orgId],
      );
    const actorId = await createActor(tenant.key, 'rejected@acme.test');
    const [received] = await receiver.waitFor('/atomic', 1);
    expect(JSON.parse(received.body)).toMatchObject({
      type: 'actor.rejected',
      data: { actor: { id: actorId, status: 'failed', enrichment: null } },
    });
    expect(await t.app.get(WebhookDeliveriesService).forgetActor(actorId)).toBe(
      1,
    );
    expect(await deliveries(tenant.endpointId)).toEqual([]);
  });
});
