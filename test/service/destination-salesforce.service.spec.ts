// The destinations mechanism with Salesforce on each database, no HTTP of ours: flush runs called
// directly against a loopback Salesforce. The same rules as HubSpot's: a change during a run goes
// out next (the CRM ends with the newest state); erasure keeps the Lead by default and deletes it
// with erase: delete, keeping nothing about the person here either way; the org's API usage past
// our share stops the run before it writes.
import { DataSource } from 'typeorm';
import { ActorErasureService } from '../../src/modules/actors/actor-erasure.service.js';
import { ActorStateEvents } from '../../src/modules/actors/actor-state.events.js';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { DestinationConnectionsService } from '../../src/modules/destinations/destination-connections.service.js';
import { DestinationFlushService } from '../../src/modules/destinations/destination-flush.service.js';
import { DestinationsModule } from '../../src/modules/destinations/destinations.module.js';
import { DestinationActor } from '../../src/modules/destinations/entities/destination-actor.entity.js';
import { DestinationRecord } from '../../src/modules/destinations/entities/destination-record.entity.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startSalesforceFake,
  type SalesforceFake,
} from '../support/fixtures/destinations/salesforce-fake.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';
import { TEST_SECRETS_KEY } from '../support/webhooks.js';

forEachDialect('Salesforce flushes', (dialect) => {
  let sm: ServiceModule;
  let salesforce: SalesforceFake;
  let n = 0;

  beforeAll(async () => {
    salesforce = await startSalesforceFake({ latencyMs: 150 });
    sm = await startServiceModule(dialect, {
      imports: [DestinationsModule],
      env: {
        WEBHOOK_SECRETS_KEY: TEST_SECRETS_KEY,
        DESTINATION_SALESFORCE_BASE_URL: salesforce.url,
        DESTINATION_ALLOW_PRIVATE_NETWORKS: 'true',
        DESTINATION_TIMEOUT_MS: '1000',
        // Flushes run when the tests say: no sweep in between.
        DESTINATION_DISPATCH_INTERVAL_MS: '3600000',
        DESTINATION_RETRY_FIRST_DELAY_MS: '3000',
      },
    });
  });
  afterAll(async () => {
    await sm?.close();
    await salesforce?.close();
  });

  const flush = (id: string) =>
    sm.get(DestinationFlushService).run(id, new AbortController().signal);
  const rows = (id: string) =>
    sm
      .get(DataSource)
      .getRepository(DestinationActor)
      .findBy({ destinationId: id });

  const enrich = (actorId: string, title: string) =>
    sm
      .get(ActorStateEvents)
      .change({ type: 'enriched', actorId }, async (tx) => {
        const res = await tx.update(
          Actor,
          { id: actorId },
          {
            status: 'enriched',
            enrichedAt: new Date(),
            enrichment: {
              fullName: 'Ada Lovelace',
              lastName: 'Lovelace',
              title,
              companyName: 'Acme',
              companyDomain: 'acme.test',
            },
            score: 90,
            scoringStatus: 'scored' as never,
            title,
          },
        );
        return res.affected === 1;
      });

  async function tenant(settings: Record<string, string> = {}) {
    const orgId = await sm.newOrganization();
    const { id } = await sm
      .get(DestinationConnectionsService)
      .connect(orgId, 'salesforce', {
        credentials: {
          instanceUrl: salesforce.url,
          clientId: 'sf-client',
          clientSecret: 'sf-secret',
        },
        settings,
      });
    return { orgId, id };
  }

  /** Runs flushes until nothing is due (each run may stop early, e.g. at its readiness). */
  async function drain(id: string) {
    for (
      let i = 0;
      i < 20 && (await rows(id)).some((r) => r.pending === 1);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 2100));
      await flush(id);
    }
  }

  const leadWrites = (email: string) =>
    salesforce.server.requests
      .filter(
        (r) =>
          r.method === 'PATCH' &&
          r.path.endsWith('/composite/sobjects/Lead/SE_Email__c'),
      )
      .flatMap((r) => r.body.records)
      .filter((rec: any) => rec.SE_Email__c === email);

  it('a change during a flush stays pending and goes out next: the Lead ends with the newest state', async () => {
    const { orgId, id } = await tenant();
    const email = `during${++n}@acme.test`;
    const actorId = await sm.newActor(orgId, email);
    await enrich(actorId, 'Engineer');
    await new Promise((r) => setTimeout(r, 2100)); // past the batching window
    const running = flush(id);
    // While the flush holds the first state (Salesforce was asked for the Lead), the actor changes.
    await waitUntil(() =>
      salesforce.server.requests.some(
        (r) =>
          r.path.endsWith('/query') && (r.query.get('q') ?? '').includes(email),
      ),
    );
    await enrich(actorId, 'Head of Engineering');
    await running;
    await drain(id);
    expect(leadWrites(email).map((r: any) => r.Title)).toEqual([
      'Engineer',
      'Head of Engineering',
    ]);
    expect(salesforce.org.byEmail('Lead', email)!.fields.Title).toBe(
      'Head of Engineering',
    );
    expect((await rows(id))[0]).toMatchObject({
      pending: 0,
      version: 2,
      doneVersion: 2,
    });
  });

  it('erasure keeps the Lead by default, and deletes it with erase: delete', async () => {
    for (const mode of ['keep', 'delete'] as const) {
      const { orgId, id } = await tenant({ erase: mode });
      const email = `erase${++n}@acme.test`;
      const actorId = await sm.newActor(orgId, email);
      await enrich(actorId, 'CTO');
      await drain(id);
      const lead = salesforce.org.byEmail('Lead', email)!;
      expect(lead).toBeDefined();
      await sm.get(ActorErasureService).erase(orgId, actorId);
      await drain(id);
      if (mode === 'keep')
        expect(salesforce.org.byEmail('Lead', email)).toBeDefined();
      else expect(salesforce.org.deleted).toContain(lead.Id);
      // Nothing about the person is kept here either way.
      expect(await rows(id)).toEqual([]);
      expect(
        await sm
          .get(DataSource)
          .getRepository(DestinationRecord)
          .findBy({ recordKey: actorId }),
      ).toEqual([]);
    }
  });

  it('past our share of the org’s daily API requests, nothing is written and the destination waits', async () => {
    const { orgId, id } = await tenant({ apiShare: '50' });
    const email = `share${++n}@acme.test`;
    const actorId = await sm.newActor(orgId, email);
    // The org's other integrations have used most of its day.
    salesforce.used = 60_000;
    try {
      await enrich(actorId, 'CTO');
      // A flush runs (the queue's, after the batching window, or ours) and stops at the first answer.
      const connections = sm.get(DestinationConnectionsService);
      for (
        let i = 0;
        i < 20 && !(await connections.get(id)).throttledUntil;
        i++
      ) {
        await new Promise((r) => setTimeout(r, 600));
        await flush(id);
      }
      const view = await connections.get(id);
      expect(Date.parse(view.throttledUntil!) - Date.now()).toBeGreaterThan(
        50 * 60_000,
      );
      // The first answer told the org's usage (Sforce-Limit-Info): the run stopped before writing.
      expect(leadWrites(email)).toEqual([]);
      expect((await rows(id))[0]).toMatchObject({ pending: 1 });
    } finally {
      salesforce.used = 0;
    }
  });
});

async function waitUntil(
  check: () => boolean,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
