// The destinations mechanism on each database, no HTTP of ours: flush runs called directly, as
// concurrently as a test likes, against a loopback HubSpot and Slack. One run per destination at a
// time; a change during a run goes out next (the CRM ends with the newest state); a write the
// vendor applied but we never heard back from still counts as ours (write-ahead `intended`);
// erasure keeps the CRM record, or deletes it when asked; Slack never alerts twice.
import { DataSource } from 'typeorm';
import { ActorStateEvents } from '../../src/modules/actors/actor-state.events.js';
import { ActorErasureService } from '../../src/modules/actors/actor-erasure.service.js';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { DestinationConnectionsService } from '../../src/modules/destinations/destination-connections.service.js';
import { DestinationFlushService } from '../../src/modules/destinations/destination-flush.service.js';
import { DestinationsModule } from '../../src/modules/destinations/destinations.module.js';
import { DestinationActor } from '../../src/modules/destinations/entities/destination-actor.entity.js';
import { DestinationRecord } from '../../src/modules/destinations/entities/destination-record.entity.js';
import { forEachDialect } from '../support/dialects.js';
import {
  ALL_SCOPES,
  startHubSpotFake,
  type HubSpotFake,
} from '../support/fixtures/destinations/hubspot-fake.js';
import {
  startSlackFake,
  type SlackFake,
} from '../support/fixtures/destinations/slack-fake.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';
import { TEST_SECRETS_KEY } from '../support/webhooks.js';

forEachDialect('destination flushes', (dialect) => {
  let sm: ServiceModule;
  let hubspot: HubSpotFake;
  let slack: SlackFake;
  let n = 0;

  beforeAll(async () => {
    hubspot = await startHubSpotFake({
      tokens: Object.fromEntries(
        ['one', 'two', 'three', 'four', 'five'].map((t) => [
          `pat-${t}`,
          ALL_SCOPES,
        ]),
      ),
      latencyMs: 150,
    });
    slack = await startSlackFake();
    sm = await startServiceModule(dialect, {
      imports: [DestinationsModule],
      env: {
        WEBHOOK_SECRETS_KEY: TEST_SECRETS_KEY,
        DESTINATION_HUBSPOT_BASE_URL: hubspot.url,
        DESTINATION_SLACK_BASE_URL: slack.url,
        DESTINATION_ALLOW_PRIVATE_NETWORKS: 'true',
        // A request slower than this is given up on (the fake answers after 150 ms, or later).
        DESTINATION_TIMEOUT_MS: '1000',
        DESTINATION_DIGEST_INTERVAL_MS: '100',
        // Flushes run when the tests say: no sweep in between.
        DESTINATION_DISPATCH_INTERVAL_MS: '3600000',
        // A failed record waits this long: long enough for a test to look at it first.
        DESTINATION_RETRY_FIRST_DELAY_MS: '3000',
      },
    });
  });
  afterAll(async () => {
    await sm?.close();
    await hubspot?.close();
    await slack?.close();
  });

  const flush = (id: string) =>
    sm.get(DestinationFlushService).run(id, new AbortController().signal);
  const rows = (id: string) =>
    sm
      .get(DataSource)
      .getRepository(DestinationActor)
      .findBy({ destinationId: id });

  /** Records an enrichment of the actor (title as given, score 90: hot), announced as the research run does. */
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

  async function hubspotTenant(
    token: string,
    settings: Record<string, string> = {},
  ) {
    const orgId = await sm.newOrganization();
    const { id } = await sm
      .get(DestinationConnectionsService)
      .connect(orgId, 'hubspot', { credentials: { token }, settings });
    return { orgId, id };
  }

  /** Runs flushes until `done` says so (a flush of the queue may hold the destination meanwhile). */
  async function drainUntil(id: string, done: () => Promise<boolean>) {
    for (let i = 0; i < 20 && !(await done()); i++) {
      await new Promise((r) => setTimeout(r, 600));
      await flush(id);
    }
  }

  /** Runs flushes until nothing is due (each run may stop early, e.g. at its readiness). */
  async function drain(id: string) {
    for (
      let i = 0;
      i < 20 && (await rows(id)).some((r) => r.pending === 1);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 600));
      await flush(id);
    }
  }

  it('runs one flush of a destination at a time: two at once send each record once', async () => {
    const { orgId, id } = await hubspotTenant('pat-one');
    const actors = await Promise.all(
      Array.from({ length: 20 }, () =>
        sm.newActor(orgId, `single${++n}@acme.test`),
      ),
    );
    for (const actorId of actors) await enrich(actorId, 'CTO');
    await new Promise((r) => setTimeout(r, 600)); // past the batching window
    await Promise.all([flush(id), flush(id)]);
    await drain(id);
    const sent = hubspot.server.requests
      .filter(
        (r) =>
          r.token === 'pat-one' &&
          r.path === '/crm/v3/objects/contacts/batch/upsert',
      )
      .flatMap((r) => r.body.inputs.map((i: any) => i.id));
    expect(sent.sort()).toEqual([...new Set(sent)].sort());
    expect(sent).toHaveLength(20);
  });

  it('a change during a flush stays pending and goes out next: the CRM ends with the newest state', async () => {
    const { orgId, id } = await hubspotTenant('pat-two');
    const email = `during${++n}@acme.test`;
    const actorId = await sm.newActor(orgId, email);
    await enrich(actorId, 'Engineer');
    // While a flush holds the first state (HubSpot read the contact), the actor changes.
    await waitUntil(() =>
      hubspot.server.requests.some(
        (r) => r.token === 'pat-two' && r.path.endsWith('contacts/batch/read'),
      ),
    );
    await enrich(actorId, 'Head of Engineering');
    await drain(id);
    const sent = hubspot.server.requests
      .filter(
        (r) =>
          r.token === 'pat-two' && r.path.endsWith('contacts/batch/upsert'),
      )
      .map((r) => r.body.inputs[0].properties.jobtitle);
    // The flush that read the first state sent it and marked only its version done; the newer
    // change went out after it, and nothing older came after the newer.
    expect(sent).toEqual(['Engineer', 'Head of Engineering']);
    expect(hubspot.portal.contactByEmail(email)!.properties.jobtitle).toBe(
      'Head of Engineering',
    );
    expect((await rows(id))[0]).toMatchObject({
      pending: 0,
      version: 2,
      doneVersion: 2,
    });
  });

  it('a write HubSpot applied but never answered still counts as ours next time (write-ahead intents)', async () => {
    const { orgId, id } = await hubspotTenant('pat-three');
    const email = `intent${++n}@acme.test`;
    const actorId = await sm.newActor(orgId, email);
    await enrich(actorId, 'Analyst');
    await new Promise((r) => setTimeout(r, 600));
    // HubSpot applies the upsert and its answer never comes: the run gives up on it (a timeout).
    hubspot.server.fault({
      path: '/contacts/batch/upsert',
      token: 'pat-three',
      times: 1,
      applied: true,
    });
    await drainUntil(id, async () => ((await rows(id))[0]?.attempts ?? 0) >= 1);
    expect(hubspot.portal.contactByEmail(email)!.properties.jobtitle).toBe(
      'Analyst',
    );
    const [record] = await sm
      .get(DataSource)
      .getRepository(DestinationRecord)
      .findBy({ destinationId: id, objectType: 'contact', recordKey: actorId });
    // Never recorded as written: only the intent, stored before the request.
    expect(record).toMatchObject({
      written: null,
      intended: expect.objectContaining({ jobtitle: 'Analyst' }),
    });
    // The next enrichment writes over the value we sent, not over a person's.
    await enrich(actorId, 'Senior Analyst');
    await sm
      .get(DataSource)
      .getRepository(DestinationActor)
      .update({ destinationId: id }, { nextAttemptAt: null });
    await drain(id);
    expect(hubspot.portal.contactByEmail(email)!.properties.jobtitle).toBe(
      'Senior Analyst',
    );
  });

  it('erasure keeps the CRM record by default, and deletes the contact with erase: delete', async () => {
    for (const [token, mode] of [
      ['pat-four', 'keep'],
      ['pat-five', 'delete'],
    ] as const) {
      const { orgId, id } = await hubspotTenant(token, { erase: mode });
      const email = `erase${++n}@acme.test`;
      const actorId = await sm.newActor(orgId, email);
      await enrich(actorId, 'CTO');
      await drain(id);
      const contact = hubspot.portal.contactByEmail(email)!;
      await sm.get(ActorErasureService).erase(orgId, actorId);
      await drain(id);
      if (mode === 'keep')
        expect(hubspot.portal.contactByEmail(email)).toBeDefined();
      else expect(hubspot.portal.deleted).toContain(contact.id);
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

  it('Slack: a post that got no answer is never sent again; an actor is alerted once', async () => {
    const orgId = await sm.newOrganization();
    const hook = `quiet${++n}`;
    const { id } = await sm
      .get(DestinationConnectionsService)
      .connect(orgId, 'slack', {
        credentials: { webhookUrl: slack.hook(hook) },
      });
    const posted = slack.messages(hook).length;
    const actorId = await sm.newActor(orgId, `slack${n}@acme.test`);
    slack.server.fault({ path: `/${hook}`, times: 1 }); // Slack takes it and never answers
    await sm
      .get(ActorStateEvents)
      .change({ type: 'scored', actorId }, async (tx) => {
        await tx.update(
          Actor,
          { id: actorId },
          { status: 'enriched', score: 95, enrichedAt: new Date() },
        );
        return true;
      });
    await drain(id);
    expect((await rows(id))[0]).toMatchObject({
      lastOutcome: 'unknown',
      pending: 0,
    });
    // Scored again: still hot, and not alerted again.
    await sm.get(ActorStateEvents).change(
      {
        type: 'scored',
        actorId,
        rescoring: { profileVersion: 2, actors: 1 },
      },
      async () => true,
    );
    await drain(id);
    expect(slack.messages(hook).length).toBe(posted);
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
