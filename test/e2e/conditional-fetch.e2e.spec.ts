import request from 'supertest';
import { QuotaReadmissionService } from '../../src/modules/actors/quota-readmission.service.js';
import { OrganizationsService } from '../../src/modules/auth/organizations.service.js';
import { forEachDeployment } from '../support/deployments.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ETAG = /^"[A-Za-z0-9_-]{22}"$/;

// Polling clients send the ETag of their last answer and get 304 (no body) until it changes.
forEachDeployment(
  'GET /v1/actors/{id}: ETag and If-None-Match',
  (deployment) => {
    let t: TestApp;
    let alice: { key: string; orgId: string };
    let bob: { key: string };
    let actorId: string;

    beforeAll(async () => {
      t = await startTestApp(deployment.dialect, deployment.env());
      alice = await t.newTenant('Alice Inc');
      bob = await t.newTenant('Bob Ltd');
      actorId = (
        await request(t.url)
          .post('/v1/actors')
          .set('Authorization', `Bearer ${alice.key}`)
          .send({ email: 'poller@nowhere.example', name: 'Pol Ler' })
          .expect(201)
      ).body.actorId;
      // Terminal: nothing changes the actor while the tests below compare tags.
      await pollUntilTerminal(t.url, alice.key, actorId);
    });
    afterAll(() => t.close());

    const fetch = (
      id: string,
      {
        key = alice.key,
        view = '',
        ifNoneMatch = undefined as string | undefined,
      } = {},
    ) => {
      const req = request(t.url)
        .get(`/v1/actors/${id}${view ? `?view=${view}` : ''}`)
        .set('Authorization', `Bearer ${key}`);
      return ifNoneMatch === undefined
        ? req
        : req.set('If-None-Match', ifNoneMatch);
    };

    it('sends a strong ETag with both views, a different one per view, stable while nothing changes', async () => {
      const full = await fetch(actorId).expect(200);
      const explicitFull = await fetch(actorId, { view: 'full' }).expect(200);
      const card = await fetch(actorId, { view: 'card' }).expect(200);
      expect(full.headers.etag).toMatch(ETAG);
      expect(card.headers.etag).toMatch(ETAG);
      expect(card.headers.etag).not.toBe(full.headers.etag);
      expect(explicitFull.headers.etag).toBe(full.headers.etag);
      expect((await fetch(actorId).expect(200)).headers.etag).toBe(
        full.headers.etag,
      );
      expect(full.headers['content-type']).toBe(
        'application/json; charset=utf-8',
      );
      expect(full.body).toMatchObject({ id: actorId, name: 'Pol Ler' });
      expect(card.body).toMatchObject({ id: actorId, name: 'Pol Ler' });
    });

    it('answers 304 with no body and the same ETag when If-None-Match names the current tag, per view', async () => {
      for (const view of ['', 'full', 'card']) {
        const { headers } = await fetch(actorId, { view }).expect(200);
        const res = await fetch(actorId, {
          view,
          ifNoneMatch: headers.etag,
        }).expect(304);
        expect(res.text).toBe('');
        expect(res.headers.etag).toBe(headers.etag);
        expect(res.headers['content-length']).toBeUndefined();
        expect(res.headers['x-request-id']).toMatch(/^req_/);
      }
    });

    it('compares weakly (W/ matches), accepts lists and *, and ignores a malformed header', async () => {
      const tag = (await fetch(actorId).expect(200)).headers.etag;
      await fetch(actorId, { ifNoneMatch: `W/${tag}` }).expect(304);
      await fetch(actorId, {
        ifNoneMatch: `"stale", W/"older", ${tag}`,
      }).expect(304);
      await fetch(actorId, { ifNoneMatch: '*' }).expect(304);
      const fresh = await fetch(actorId, {
        ifNoneMatch: '"stale", W/"older"',
      }).expect(200);
      expect(fresh.body.id).toBe(actorId);
      expect(fresh.headers.etag).toBe(tag);
      await fetch(actorId, { ifNoneMatch: `${tag} garbage` }).expect(200);
      await fetch(actorId, { ifNoneMatch: tag.slice(1, -1) }).expect(200);
    });

    it("does not answer one view with the other view's tag", async () => {
      const card = (await fetch(actorId, { view: 'card' }).expect(200)).headers
        .etag;
      const res = await fetch(actorId, { ifNoneMatch: card }).expect(200);
      expect(res.body.id).toBe(actorId);
      expect(res.headers.etag).not.toBe(card);
    });

    it('checks the key and the organization before any precondition: no 304 oracle', async () => {
      const tag = (await fetch(actorId).expect(200)).headers.etag;
      for (const ifNoneMatch of [tag, '*']) {
        const foreign = await fetch(actorId, {
          key: bob.key,
          ifNoneMatch,
        }).expect(404);
        expect(foreign.body.error.code).toBe('not_found');
        expect(foreign.headers.etag).toBeUndefined();
        const anonymous = await request(t.url)
          .get(`/v1/actors/${actorId}`)
          .set('If-None-Match', ifNoneMatch)
          .expect(401);
        expect(anonymous.headers.etag).toBeUndefined();
      }
      await fetch('00000000-0000-4000-8000-000000000000', {
        ifNoneMatch: '*',
      }).expect(404);
    });

    it('gives a new tag on both views when the actor changes state, so the old one gets the new body', async () => {
      // A tenant with a quota of 0: its actor is refused (card: rejected, full record: failed) and
      // stays so until the quota is raised — a state change the test controls.
      const small = await t.newTenant('Small', 0);
      const id = (
        await request(t.url)
          .post('/v1/actors')
          .set('Authorization', `Bearer ${small.key}`)
          .send({ email: 'later@nowhere.example' })
          .expect(201)
      ).body.actorId;
      const before = {
        full: await fetch(id, { key: small.key }).expect(200),
        card: await fetch(id, { key: small.key, view: 'card' }).expect(200),
      };
      expect(before.card.body.status).toBe('rejected');
      await fetch(id, {
        key: small.key,
        ifNoneMatch: before.full.headers.etag,
      }).expect(304);

      await t.app
        .get(OrganizationsService)
        .update(small.orgId, { monthlyQuota: null });
      expect(
        await t.app.get(QuotaReadmissionService).readmit(small.orgId),
      ).toBe(1);

      for (const view of ['full', 'card'] as const) {
        const res = await fetch(id, {
          key: small.key,
          view,
          ifNoneMatch: before[view].headers.etag,
        }).expect(200);
        expect(res.body.status).not.toBe(before[view].body.status);
        expect(res.headers.etag).toMatch(ETAG);
        expect(res.headers.etag).not.toBe(before[view].headers.etag);
      }
      await pollUntilTerminal(t.url, small.key, id);
    });
  },
);
