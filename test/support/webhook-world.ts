// What the webhook process suites run the built service against: the local outside world, a
// webhook receiver and a throwaway database, and endpoints added with the built admin CLI.
import { runAdminProcess } from './admin-process.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import type { Dialect } from './dialects.js';
import { ACME_HTTP_FIXTURES } from './fixtures/fixture-data.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from './fixtures/webhook-receiver.js';
import { startOutsideWorld } from './outside-world.js';
import { stopAllProcesses } from './service-process.js';

export interface WebhookWorld {
  receiver: WebhookReceiver;
  db: TestDatabase;
  /** the database's and the world's configuration, for the service and the CLI */
  env: Record<string, string>;
  /** stops every process started, then closes the receiver and the world, drops the database */
  close(): Promise<void>;
}

export async function startWebhookWorld(
  dialect: Dialect,
): Promise<WebhookWorld> {
  const world = await startOutsideWorld({ http: ACME_HTTP_FIXTURES });
  const receiver = await startWebhookReceiver();
  const db = await createTestDatabase(dialect);
  return {
    receiver,
    db,
    env: { ...db.env, ...world.env },
    async close() {
      await stopAllProcesses();
      await receiver.close();
      await world.close();
      await db.drop();
    },
  };
}

/** `webhook:add` for `actor.enriched` at `url`, with the built CLI; its JSON answer. */
export async function addEnrichedEndpoint(
  env: Record<string, string>,
  orgId: string,
  url: string,
): Promise<any> {
  const added = await runAdminProcess(
    ['webhook:add', '--org', orgId, '--url', url, '--events', 'actor.enriched'],
    env,
  );
  if (added.exitCode !== 0) throw new Error(added.stderr);
  return added.json;
}
