// `webhook:replay` from the built admin CLI, next to the running service, on both deployments: a
// delivery waiting a minute for its retry is sent within 2 s of the command, with the same
// webhook-id; `webhook:enable` enables a disabled endpoint, which a replay never does.
import { createActor, waitFor } from '../support/actor-api.js';
import { runAdminProcess } from '../support/admin-process.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import { forEachDeployment } from '../support/deployments.js';
import type { WebhookReceiver } from '../support/fixtures/webhook-receiver.js';
import {
  startServiceProcess,
  type ServiceProcess,
} from '../support/service-process.js';
import {
  addEnrichedEndpoint,
  startWebhookWorld,
  type WebhookWorld,
} from '../support/webhook-world.js';
import { WEBHOOK_TEST_ENV } from '../support/webhooks.js';

forEachDeployment('webhook:replay and webhook:enable', (deployment) => {
  let world: WebhookWorld;
  let receiver: WebhookReceiver;
  let env: Record<string, string>;
  let service: ServiceProcess;
  const admin = async (...argv: string[]) => {
    const out = await runAdminProcess(argv, env);
    return { ...out, json: out.json as any };
  };

  beforeAll(async () => {
    world = await startWebhookWorld(deployment.dialect);
    receiver = world.receiver;
    env = {
      ...world.env,
      ...deployment.env(),
      ...WEBHOOK_TEST_ENV,
      // A failed attempt waits a minute for its retry: only a replay sends it sooner.
      WEBHOOK_RETRY_FIRST_DELAY_MS: '60000',
      WEBHOOK_RETRY_MAX_DELAY_MS: '600000',
    };
    service = await startServiceProcess(env);
  });
  afterAll(() => world?.close());

  async function endpointWithOneDelivery(path: string) {
    const { orgId, key } = await newTenantViaAdmin(world.db.env);
    const endpoint = await addEnrichedEndpoint(env, orgId, receiver.url(path));
    await createActor(service.url!, key, `${path.slice(1)}@acme.test`);
    return { orgId, endpointId: endpoint.id as string };
  }
  const deliveries = async (endpointId: string) =>
    (await admin('webhook:deliveries', '--id', endpointId)).json;

  it('sends a delivery waiting for its retry within 2 s of webhook:replay', async () => {
    receiver.respond('/waiting', (k) =>
      k === 1 ? { status: 503 } : { status: 200 },
    );
    const { endpointId } = await endpointWithOneDelivery('/waiting');
    const [failed] = await receiver.waitFor('/waiting', 1, 20_000);
    const [pending] = await waitFor(
      'the retry scheduled',
      async () => {
        const rows = await deliveries(endpointId);
        return rows[0]?.status === 'pending' && rows[0].attempts === 1
          ? rows
          : undefined;
      },
      15_000,
    );
    expect(Date.parse(pending.nextAttemptAt)).toBeGreaterThan(
      Date.now() + 20_000,
    );

    const replay = await admin('webhook:replay', '--delivery', pending.id);
    expect(replay.json).toEqual({ id: pending.id, status: 'pending' });
    const [, again] = await receiver.waitFor('/waiting', 2, 2000);
    expect(again.headers['webhook-id']).toBe(failed.headers['webhook-id']);
  });

  it('refuses to replay to a disabled endpoint until webhook:enable', async () => {
    receiver.respond('/gone', (k) =>
      k === 1 ? { status: 410 } : { status: 200 },
    );
    const { orgId, endpointId } = await endpointWithOneDelivery('/gone');
    await receiver.waitFor('/gone', 1, 20_000);
    const [failed] = await waitFor(
      'delivery failed',
      async () => {
        const rows = await deliveries(endpointId);
        return rows[0]?.status === 'failed' ? rows : undefined;
      },
      15_000,
    );

    const refused = await admin('webhook:replay', '--delivery', failed.id);
    expect(refused.exitCode).not.toBe(0);
    expect(refused.stderr).toMatch(/disabled endpoint.*webhook:enable/);
    const [listed] = (await admin('webhook:list', '--org', orgId)).json;
    expect(listed.disabledAt).not.toBeNull();

    expect((await admin('webhook:enable', '--id', endpointId)).json).toEqual({
      id: endpointId,
      disabledAt: null,
    });
    expect(
      (await admin('webhook:replay', '--delivery', failed.id)).json,
    ).toEqual({ id: failed.id, status: 'pending' });
    await receiver.waitFor('/gone', 2, 2000);
  });
});
