// A receiver that never answers must not delay another organization's receiver: the built service,
// with its default delivery concurrency and time limit, one hanging and one healthy receiver on
// loopback. Deliveries to the healthy one arrive within a second of their event while the hanging
// one holds its share of the slots (WEBHOOK_ENDPOINT_CONCURRENCY), and no more.
import { createActor } from '../support/actor-api.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import { forEachDeployment } from '../support/deployments.js';
import type { WebhookReceiver } from '../support/fixtures/webhook-receiver.js';
import { startServiceProcess } from '../support/service-process.js';
import {
  addEnrichedEndpoint,
  startWebhookWorld,
  type WebhookWorld,
} from '../support/webhook-world.js';
import { TEST_SECRETS_KEY } from '../support/webhooks.js';

/** The default WEBHOOK_ENDPOINT_CONCURRENCY. */
const ENDPOINT_SHARE = 4;

forEachDeployment('webhook delivery fairness', (deployment) => {
  let world: WebhookWorld;
  let receiver: WebhookReceiver;
  let env: Record<string, string>;

  beforeAll(async () => {
    world = await startWebhookWorld(deployment.dialect);
    receiver = world.receiver;
    env = {
      ...world.env,
      ...deployment.env(),
      // Only what loopback receivers need: concurrency and time limit stay the defaults (10 s).
      WEBHOOK_SECRETS_KEY: TEST_SECRETS_KEY,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    };
  });
  afterAll(() => world?.close());

  async function tenantWithEndpoint(path: string) {
    const tenant = await newTenantViaAdmin(world.db.env);
    await addEnrichedEndpoint(env, tenant.orgId, receiver.url(path));
    return tenant;
  }

  it('delivers to a healthy receiver within 1 s of each event while another hangs', async () => {
    receiver.respond('/hangs', () => 'hang');
    const hanging = await tenantWithEndpoint('/hangs');
    const healthy = await tenantWithEndpoint('/healthy');
    const service = await startServiceProcess(env);

    // More events for the hanging receiver than the delivery slots of a process (32), in flight.
    for (let i = 0; i < 40; i++)
      await createActor(service.url!, hanging.key, `hang${i}@acme.test`);
    await receiver.waitFor('/hangs', ENDPOINT_SHARE, 20_000);

    for (let i = 0; i < 5; i++)
      await createActor(service.url!, healthy.key, `ok${i}@acme.test`);
    const received = await receiver.waitFor('/healthy', 5, 20_000);
    const lateness = received.map(
      (r) => r.at - Date.parse(JSON.parse(r.body).timestamp),
    );
    expect(lateness.every((ms) => ms < 1000)).toBe(true);
    // Meanwhile the hanging receiver held its share of the slots, never more: while its first
    // attempts wait out their 10 s limit, no other attempt of its starts.
    const [first] = receiver.to('/hangs');
    expect(
      receiver.to('/hangs').filter((r) => r.at < first.at + 9000),
    ).toHaveLength(ENDPOINT_SHARE);
  });
});
