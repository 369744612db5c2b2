import request from 'supertest';
import { forEachDeployment } from '../support/deployments.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The default test configuration points every tool at a closed loopback port: no DNS server, no
// website, no GitHub or Gravatar answer — the service is, as far as it can tell, offline.
forEachDeployment('enrichment with no network at all', (deployment) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp(deployment.dialect, deployment.env());
    ({ key } = await t.newTenant());
  });
  afterAll(() => t.close());

  it('still ends enriched from the address alone, with a low confidence', async () => {
    const { body } = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email: 'maria.garcia@initech-offline.com' })
      .expect(201);
    const record = await pollUntilTerminal(t.url, key, body.actorId, 10000);
    expect(record.status).toBe('enriched');
    expect(record.enrichment).toMatchObject({
      fullName: 'Maria Garcia',
      companyDomain: 'initech-offline.com',
      sources: ['email'],
    });
    expect(record.enrichment.confidence).toBeLessThan(0.35);
    expect(record.intelligence.concerns.join(' ')).toMatch(/thin data/i);
  });
});
