// The OpenAPI document's webhook payloads (`x-webhooks`) against bodies really delivered to a
// receiver on loopback, on both deployments: every body validates against its event's schema,
// and the document declares every event an endpoint can subscribe to, no more.
import { DataSource } from 'typeorm';
import { IcpProfilesService } from '../../src/modules/scoring/icp-profiles.service.js';
import { SetIcpProfile } from '../../src/modules/scoring/set-icp-profile.service.js';
import { WEBHOOK_EVENT_TYPES } from '../../src/modules/webhooks/webhook-event-types.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { waitFor } from '../support/actor-api.js';
import { forEachDeployment } from '../support/deployments.js';
import type { WebhookReceiver } from '../support/fixtures/webhook-receiver.js';
import { schemaErrors } from '../support/openapi-schema.js';
import type { TestApp } from '../support/test-app.js';
import { WORK_ADDRESS_PROFILE as PROFILE } from '../support/icp-profiles.js';
import { startWebhookApp, type WebhookApp } from '../support/webhook-app.js';

/** A delivered actor.scored that rescoring wrote (data.rescoring). */
const isRescoring = (r: { body: string }) =>
  Boolean(JSON.parse(r.body).data.rescoring);

forEachDeployment('webhook payload schemas', (deployment) => {
  let app: WebhookApp;
  let receiver: WebhookReceiver;
  let t: TestApp;
  let document: Record<string, any>;

  beforeAll(async () => {
    app = await startWebhookApp(deployment);
    ({ receiver, t } = app);
    document = (await (await fetch(`${t.url}/docs-json`)).json()) as Record<
      string,
      any
    >;
  });
  afterAll(() => app?.close());

  it('declares every event an endpoint can subscribe to', () => {
    expect(Object.keys(document['x-webhooks']).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES].sort(),
    );
  });

  it('describes every body delivered: enriched, scored, rejected and erased actors', async () => {
    const scored = await t.newTenant('Payloads');
    await t.app.get(IcpProfilesService).set(scored.orgId, PROFILE);
    const rejected = await t.newTenant('Payloads over quota');
    await t.app
      .get(DataSource)
      .query(
        `UPDATE "organizations" SET "monthlyQuota" = 0 WHERE "id" = ${deployment.dialect === 'sqlite' ? '?' : '$1'}`,
        [rejected.orgId],
      );
    const created: string[] = [];
    for (const tenant of [scored, rejected]) {
      await t.app
        .get(WebhookEndpointsService)
        .add(tenant.orgId, receiver.url('/all'), null);
      for (const email of ['jane.doe@acme.test', 'someone@gmail.test']) {
        const res = await fetch(`${t.url}/v1/actors`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tenant.key}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            email,
            name: 'Jane Doe',
            source: 'payloads',
            metadata: { crmId: 42 },
          }),
        });
        expect(res.status).toBe(201);
        created.push(((await res.json()) as { actorId: string }).actorId);
      }
    }
    // Two enriched and two scored, two rejected; then one erased, then one rescored.
    await receiver.waitFor('/all', 6, 20_000);
    const erase = await fetch(`${t.url}/v1/actors/${created[0]}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${scored.key}` },
    });
    expect(erase.status).toBe(204);
    await receiver.waitFor('/all', 7, 20_000);
    // A profile change rescores the one left: its actor.scored says so (data.rescoring).
    await t.app.get(SetIcpProfile).run(scored.orgId, PROFILE);
    // Waited for by what it is, not by a count: on a busy machine a retried delivery (an attempt
    // that outlived its time limit) can arrive first and make up the count.
    const received = await waitFor(
      'the rescoring actor.scored',
      async () => {
        const all = await receiver.waitFor('/all', 8, 20_000);
        return all.some(isRescoring) ? all : undefined;
      },
      20_000,
    );
    // One event (a retried delivery repeats its webhook-id).
    expect(
      new Set(received.filter(isRescoring).map((r) => r.headers['webhook-id']))
        .size,
    ).toBe(1);
    const types = new Set<string>();
    for (const r of received) {
      const body = JSON.parse(r.body);
      types.add(body.type);
      const operation = document['x-webhooks'][body.type]?.post;
      expect(operation).toBeDefined();
      const schema = operation.requestBody.content['application/json'].schema;
      expect(schemaErrors(body, schema, document)).toEqual([]);
      for (const header of operation.parameters)
        expect(r.headers[header.name]).toBeTruthy();
    }
    expect([...types].sort()).toEqual([
      'actor.enriched',
      'actor.erased',
      'actor.rejected',
      'actor.scored',
    ]);
  });

  it('would notice a body that drifted from its schema', () => {
    const schema = { $ref: '#/components/schemas/WebhookEvent_actor_scored' };
    expect(
      schemaErrors(
        { type: 'actor.scored', timestamp: 'yesterday', data: {} },
        schema,
        document,
      ),
    ).toEqual([
      '$.timestamp: yesterday is not a date-time',
      '$.data: actor is missing',
    ]);
  });
});
