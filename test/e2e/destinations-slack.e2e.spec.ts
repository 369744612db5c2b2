// Slack hot signups end to end, on both deployments: signups scored hot through the real service,
// posted to a loopback incoming webhook that answers as Slack documents: one digest per
// DESTINATION_DIGEST_INTERVAL_MS however many signups a burst brings, at most one alert per actor
// (a rescore never alerts again), nothing for a signup that is not hot; and the record's
// `?include=destinations` (absent by default: the contract's ten keys stay ten).
import request from 'supertest';
import { IcpProfilesService } from '../../src/modules/scoring/icp-profiles.service.js';
import { DestinationConnectionsService } from '../../src/modules/destinations/destination-connections.service.js';
import { waitFor } from '../support/actor-api.js';
import {
  startDestinationApp,
  type DestinationApp,
} from '../support/destination-app.js';
import { forEachDeployment } from '../support/deployments.js';
import { WORK_ADDRESS_PROFILE } from '../support/icp-profiles.js';
import { pollUntilTerminal } from '../support/poll.js';

const INTERVAL_MS = 3000;

/** How many signups a digest announces, from its header. */
const announced = (message: any) => {
  const text: string = message.blocks[0].text.text;
  return text === 'A new hot signup'
    ? 1
    : Number(/^(\d+) new hot signups$/.exec(text)?.[1]);
};

forEachDeployment('destinations: Slack', (deployment) => {
  let app: DestinationApp;

  beforeAll(async () => {
    app = await startDestinationApp(deployment, {
      DESTINATION_DIGEST_INTERVAL_MS: String(INTERVAL_MS),
      RECONCILE_INTERVAL_MS: '300',
      RECONCILE_PENDING_AFTER_MS: '300',
    });
  });
  afterAll(() => app?.close());

  /** The actor's last outcome at the destination, as `?include=destinations` shows it. */
  const outcomeOf = async (key: string, actorId: string) => {
    const res = await request(app.t.url)
      .get(`/v1/actors/${actorId}?include=destinations`)
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    return res.body.destinations[0]?.lastSync.outcome;
  };

  it('a burst of hot signups is one digest per interval, each signup alerted once; a rescore does not alert again', async () => {
    const { orgId, key } = await app.tenant();
    const hook = 'burst';
    const id = await app.connectSlack(orgId, app.slack.hook(hook));
    const connectMessages = app.slack.messages(hook).length;
    const emails = Array.from(
      { length: 30 },
      (_, i) => `hot${i}@company${i % 5}.test`,
    );
    const ids = await app.signups(key, [...emails, 'someone@gmail.com']);
    for (const actorId of ids) await pollUntilTerminal(app.t.url, key, actorId);
    await app.settled(id, 30_000);
    const posts = app.slack.server.requests
      .filter((r) => r.path.endsWith(`/${hook}`) && r.status === 200)
      .slice(connectMessages);
    const digests = app.slack.messages(hook).slice(connectMessages);
    expect(digests.map(announced).reduce((a, b) => a + b, 0)).toBe(30);
    expect(digests.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < posts.length; i++)
      expect(posts[i]!.at - posts[i - 1]!.at).toBeGreaterThanOrEqual(
        INTERVAL_MS - 50,
      );
    // The free-mail signup scored 0: not hot, never posted.
    expect(JSON.stringify(digests)).not.toContain('someone@gmail.com');
    // A link to the dashboard, as a mrkdwn link (no buttons).
    expect(JSON.stringify(digests[0])).toMatch(
      /<https:\/\/enrich\.example\/dashboard\/actors\/[0-9a-f-]+\|Open in dashboard>/,
    );

    // A profile change rescores everyone: still hot, and alerted already.
    await app.t.app
      .get(IcpProfilesService)
      .set(orgId, { ...WORK_ADDRESS_PROFILE, name: 'Again' });
    await waitFor(
      'rescored rows settled',
      async () => {
        const res = await request(app.t.url)
          .get(`/v1/actors/${ids[0]}?include=scoreStale`)
          .set('Authorization', `Bearer ${key}`);
        return res.body.scoreStale === false ? true : undefined;
      },
      20_000,
    );
    await new Promise((r) => setTimeout(r, INTERVAL_MS + 1000));
    await app.settled(id, 15_000);
    expect(app.slack.messages(hook).length).toBe(
      connectMessages + digests.length,
    );
  }, 90_000);

  it('a webhook Slack removed pauses the destination as invalid; a Slack-side error string is shown', async () => {
    const { orgId, key } = await app.tenant();
    const hook = 'removedlater';
    const id = await app.connectSlack(orgId, app.slack.hook(hook));
    app.slack.breakHook(hook, 'no_service');
    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    const view = await waitFor(
      'invalid',
      async () => {
        const d = await app.t.app.get(DestinationConnectionsService).get(id);
        return d.status === 'invalid' ? d : undefined;
      },
      15_000,
    );
    expect(view.statusDetail).toBe('Slack: no_service');

    // Nothing reached the channel: once the webhook works again, the signup is posted, not dropped.
    app.slack.repairHook(hook);
    // The check is itself a post, within Slack's one a second of the last: it waits its turn.
    expect(
      (await app.t.app.get(DestinationConnectionsService).resume(id)).status,
    ).toBe('active');
    await app.settled(id);
    expect(await outcomeOf(key, actorId!)).toBe('synced');
    expect(JSON.stringify(app.slack.messages(hook))).toContain('Jane');
  });

  it('a digest Slack refused with 429 is posted after the wait, not dropped', async () => {
    const { orgId, key } = await app.tenant();
    const hook = 'busy';
    const id = await app.connectSlack(orgId, app.slack.hook(hook));
    const connectMessages = app.slack.messages(hook).length;
    app.slack.throttleHook(hook, 1);
    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    expect(
      app.slack.server.requests.some(
        (r) => r.path.endsWith(`/${hook}`) && r.status === 429,
      ),
    ).toBe(true);
    expect(await outcomeOf(key, actorId!)).toBe('synced');
    const digests = app.slack.messages(hook).slice(connectMessages);
    expect(digests.map(announced)).toEqual([1]);
  });

  it('refuses a webhook URL off Slack’s host unless private networks are allowed: nothing is sent there', async () => {
    const strict = await startDestinationApp(deployment, {
      DESTINATION_ALLOW_PRIVATE_NETWORKS: 'false',
    });
    try {
      const { orgId } = await strict.tenant();
      // On a host of our choosing (DESTINATION_SLACK_BASE_URL): the address is refused.
      await expect(strict.connectSlack(orgId)).rejects.toThrow(
        'webhookUrl must not point at a loopback, private or link-local address',
      );
      // Off Slack's host: refused before any address is looked up.
      await expect(
        strict.connectSlack(
          orgId,
          'https://hooks.example.com/services/T1/B1/secret',
        ),
      ).rejects.toThrow('webhookUrl must be on hooks.slack.com');
      expect(strict.slack.server.requests).toEqual([]);
      expect(
        await strict.t.app.get(DestinationConnectionsService).list(orgId),
      ).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('?include=destinations adds the actor at each destination; without it the record keeps its ten keys', async () => {
    const { orgId, key } = await app.tenant();
    const hubspotId = await app.connectHubSpot(orgId);
    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(hubspotId);
    const plain = await request(app.t.url)
      .get(`/v1/actors/${actorId}`)
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    expect(Object.keys(plain.body)).toHaveLength(10);
    const withDestinations = await request(app.t.url)
      .get(`/v1/actors/${actorId}?include=destinations`)
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    const contact = app.hubspot.portal.contactByEmail('jane.doe@acme.test')!;
    expect(withDestinations.body.destinations).toEqual([
      {
        id: hubspotId,
        kind: 'hubspot',
        records: { contact: contact.id, company: expect.any(String) },
        url: `https://app-eu1.hubspot.com/contacts/4242/record/0-1/${contact.id}`,
        lastSync: {
          outcome: 'synced',
          at: expect.any(String),
          // What was not written, and why: the portal has no such employee-range option.
          message: expect.stringContaining('numemployees'),
          pending: false,
        },
      },
    ]);
    // The list takes it too (it shows a change once it settled: LIST_SETTLE_MS).
    const listed = await waitFor(
      'the actor listed',
      async () => {
        const list = await request(app.t.url)
          .get('/v1/actors?include=destinations')
          .set('Authorization', `Bearer ${key}`)
          .expect(200);
        return list.body.data[0];
      },
      10_000,
    );
    expect(listed.destinations).toEqual(withDestinations.body.destinations);
  });
});
