// The app under test beside a webhook receiver and the local outside world, delivering to
// loopback as WEBHOOK_TEST_ENV configures it: the setup of the webhook e2e suites.
import type { Deployment } from './deployments.js';
import { ACME_HTTP_FIXTURES } from './fixtures/fixture-data.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from './fixtures/webhook-receiver.js';
import { startOutsideWorld } from './outside-world.js';
import { startTestApp, type TestApp } from './test-app.js';
import { WEBHOOK_TEST_ENV } from './webhooks.js';

export interface WebhookApp {
  receiver: WebhookReceiver;
  t: TestApp;
  /** closes the app, the receiver and the world */
  close(): Promise<void>;
}

/** `env` is added last: a suite's own delivery settings win over WEBHOOK_TEST_ENV's. */
export async function startWebhookApp(
  deployment: Deployment,
  env: Record<string, string> = {},
): Promise<WebhookApp> {
  const world = await startOutsideWorld({ http: ACME_HTTP_FIXTURES });
  const receiver = await startWebhookReceiver();
  const t = await startTestApp(deployment.dialect, {
    ...deployment.env(),
    ...world.env,
    ...WEBHOOK_TEST_ENV,
    ...env,
  });
  return {
    receiver,
    t,
    async close() {
      await t.close();
      await receiver.close();
      await world.close();
    },
  };
}
