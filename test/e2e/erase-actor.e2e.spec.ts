// DELETE /v1/actors/{id}: the erasure of actor:erase over HTTP, its actor.erased webhook, and a
// later create with the same email.
import request from 'supertest';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { waitFor } from '../support/actor-api.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/fixtures/webhook-receiver.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { verifiedBody, WEBHOOK_TEST_ENV } from '../support/webhooks.js';

forEachDialect('DELETE /v1/actors/{id}', (dialect) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let tenant: { orgId: string; key: string };
  let secret: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp(dialect, WEBHOOK_TEST_ENV);
    tenant = await t.newTenant('Eraser');
    ({ secret } = await t.app
      .get(WebhookEndpointsService)
      .add(tenant.orgId, receiver.url(`/erase-${dialect}`), null));
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const api = (key = tenant.key) => ({
    create: (email: string) =>
      request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send({ email, metadata: { userId: 'u-1' } }),
    get: (id: string) =>
      request(t.url)
        .get(`/v1/actors/${id}`)
        .set('Authorization', `Bearer ${key}`),
    erase: (id: string) =>
      request(t.url)
        .delete(`/v1/actors/${id}`)
        .set('Authorization', `Bearer ${key}`),
  });

  it('erases: 204, then 404; actor.erased carries only the id; the same email later is a new actor', async () => {
    const first = (await api().create('Gone.Soon@erase.example').expect(201))
      .body.actorId;
    await pollUntilTerminal(t.url, tenant.key, first);
    const path = `/erase-${dialect}`;
    const res = await api().erase(first).expect(204);
    expect(res.text).toBe('');
    await api().get(first).expect(404);
    const again = await api().erase(first).expect(404);
    expect(again.body.error.code).toBe('not_found');

    const erased = await waitFor(
      'the actor.erased webhook',
      async () =>
        receiver
          .to(path)
          .map((r) => verifiedBody(r, secret))
          .find((b) => b.type === 'actor.erased'),
      10_000,
    );
    expect(erased).toEqual({
      type: 'actor.erased',
      timestamp: expect.stringMatching(/Z$/),
      data: { actor: { id: first } },
    });

    const second = await api().create('gone.soon@ERASE.example').expect(201);
    expect(second.body.actorId).not.toBe(first);
    await api().get(second.body.actorId).expect(200);
  });

  it('answers 404 for a malformed id, an unknown one and another organization’s actor', async () => {
    const other = await t.newTenant('Other');
    const theirs = (
      await api(other.key).create('theirs@erase.example').expect(201)
    ).body.actorId;
    await api().erase('not-a-uuid').expect(404);
    await api().erase('00000000-0000-4000-8000-000000000000').expect(404);
    await api().erase(theirs).expect(404);
    await api(other.key).get(theirs).expect(200);
  });

  it('needs a key', async () => {
    await request(t.url)
      .delete('/v1/actors/00000000-0000-4000-8000-000000000000')
      .expect(401);
  });
});
