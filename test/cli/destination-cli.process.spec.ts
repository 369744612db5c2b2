// The destination:* admin commands, built, run as processes beside the built service on the
// embedded default: connect with the token read from stdin (never printed, never in a log line),
// list, mapping, pause and resume, sync --since (progress on stderr, the JSON result on stdout, the
// workers sending), deliveries, replay, remove; refusals with their exit codes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActor, pollAllTerminal } from '../support/actor-api.js';
import { runAdminProcess } from '../support/admin-process.js';
import {
  ALL_SCOPES,
  startHubSpotFake,
  type HubSpotFake,
} from '../support/fixtures/destinations/hubspot-fake.js';
import {
  startSalesforceFake,
  type SalesforceFake,
} from '../support/fixtures/destinations/salesforce-fake.js';
import { ACME_HTTP_FIXTURES } from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import {
  startServiceProcess,
  stopAllProcesses,
} from '../support/service-process.js';
import { TEST_SECRETS_KEY } from '../support/webhooks.js';

describe('destination:* admin commands, built, as processes [sqlite]', () => {
  let dir: string;
  let env: Record<string, string>;
  let hubspot: HubSpotFake;
  let salesforce: SalesforceFake;
  let world: OutsideWorld;
  const admin = (args: string[], input?: string) =>
    runAdminProcess(args, env, { input });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'destination-cli-'));
    hubspot = await startHubSpotFake({
      tokens: {
        'pat-secret-4242': ALL_SCOPES,
        'pat-lacking': ALL_SCOPES.slice(0, 2),
      },
    });
    salesforce = await startSalesforceFake({
      apps: {
        'sf-client': 'sf-secret-4242',
        'sf-hidden': 'sf-hidden-secret',
      },
      restricted: { 'sf-hidden': ['Lead.SE_Score__c'] },
    });
    world = await startOutsideWorld({ http: ACME_HTTP_FIXTURES });
    env = {
      ...world.env,
      SQLITE_PATH: join(dir, 'db.sqlite'),
      WEBHOOK_SECRETS_KEY: TEST_SECRETS_KEY,
      DESTINATION_HUBSPOT_BASE_URL: hubspot.url,
      DESTINATION_ALLOW_PRIVATE_NETWORKS: 'true',
      DESTINATION_DISPATCH_INTERVAL_MS: '300',
      LOG_LEVEL: 'info',
    };
  });
  afterAll(async () => {
    await stopAllProcesses();
    await hubspot?.close();
    await salesforce?.close();
    await world?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('connects with the token from stdin, backfills with progress, and never prints the token', async () => {
    const org = (await admin(['org:create', '--name', 'Sales'])).json;
    const key = (await admin(['key:issue', '--org', org.id])).json.key;
    const service = await startServiceProcess(env);
    // Signups from before the destination existed.
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        (await createActor(service.url!, key, `early${i}@firm${i % 3}.test`))
          .actorId,
      );
    await pollAllTerminal(service.url!, key, ids, 30_000);

    const lacking = await admin(
      [
        'destination:connect',
        '--org',
        org.id,
        '--kind',
        'hubspot',
        '--token',
        '-',
      ],
      'pat-lacking\n',
    );
    expect(lacking.exitCode).toBe(2);
    expect(lacking.stderr).toContain(
      'crm.objects.companies.read, crm.objects.companies.write',
    );

    const connected = await admin(
      [
        'destination:connect',
        '--org',
        org.id,
        '--kind',
        'hubspot',
        '--token',
        '-',
        '--tier',
        'professional',
      ],
      'pat-secret-4242\n',
    );
    expect(connected.exitCode).toBe(0);
    expect(connected.json).toMatchObject({
      kind: 'hubspot',
      status: 'active',
      accountLabel: 'HubSpot portal 4242',
      settings: { tier: 'professional', burstLimit: null, erase: 'keep' },
    });
    const id = connected.json.id;

    const listed = await admin(['destination:list', '--org', org.id]);
    expect(listed.json).toEqual([
      expect.objectContaining({ id, status: 'active', pending: 0 }),
    ]);

    const mapped = await admin([
      'destination:mapping',
      '--id',
      id,
      '--unset',
      'contact.numemployees',
      '--set',
      'contact.jobtitle=title',
    ]);
    expect(mapped.exitCode).toBe(0);
    expect(mapped.json.mapping.contact).not.toHaveProperty('numemployees');
    const refused = await admin([
      'destination:mapping',
      '--id',
      id,
      '--set',
      'contact.no_such=title',
    ]);
    expect(refused.exitCode).toBe(2);

    const synced = await admin([
      'destination:sync',
      '--id',
      id,
      '--since',
      '2000-01-01T00:00:00Z',
      '--wait',
      '40',
    ]);
    expect(synced.exitCode).toBe(0);
    expect(synced.json).toEqual({
      destinationId: id,
      total: 12,
      queued: 12,
      synced: 12,
      pending: 0,
    });
    expect(synced.stderr).toMatch(/queued 12\/12|synced \d+\/12/);
    for (let i = 0; i < 12; i++)
      expect(
        hubspot.portal.contactByEmail(`early${i}@firm${i % 3}.test`),
      ).toBeDefined();

    const deliveries = await admin([
      'destination:deliveries',
      '--id',
      id,
      '--limit',
      '5',
    ]);
    expect(deliveries.json).toHaveLength(5);
    expect(deliveries.json[0]).toMatchObject({
      outcome: 'synced',
      op: 'upsert',
    });

    expect((await admin(['destination:pause', '--id', id])).json.status).toBe(
      'paused',
    );
    expect(
      (await admin(['destination:resume', '--id', id])).json,
    ).toMatchObject({ status: 'active', outcome: 'ready' });
    expect(
      (await admin(['destination:replay', '--id', id, '--actor', ids[0]!]))
        .json,
    ).toEqual({ replayed: true });
    expect((await admin(['destination:remove', '--id', id])).json).toEqual({
      id,
      removed: true,
    });
    expect((await admin(['destination:list', '--org', org.id])).json).toEqual(
      [],
    );

    // The token appears nowhere: no command's output, no log line of the service.
    for (const run of [connected, listed, synced, deliveries])
      expect(run.stdout + run.stderr).not.toContain('pat-secret-4242');
    expect(service.output()).not.toContain('pat-secret-4242');
  }, 120_000);

  it('connects Salesforce with the consumer secret from stdin, names a missing field, maps, backfills, never prints the secret', async () => {
    const org = (await admin(['org:create', '--name', 'Field sales'])).json;
    const key = (await admin(['key:issue', '--org', org.id])).json.key;
    const service = await startServiceProcess(env);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (await createActor(service.url!, key, `lead${i}@firm${i % 2}.test`))
          .actorId,
      );
    await pollAllTerminal(service.url!, key, ids, 30_000);
    const connect = (clientId: string, secret: string) =>
      admin(
        [
          'destination:connect',
          '--org',
          org.id,
          '--kind',
          'salesforce',
          '--instance-url',
          salesforce.url,
          '--client-id',
          clientId,
          '--client-secret',
          '-',
          '--api-share',
          '60',
        ],
        `${secret}\n`,
      );

    const hidden = await connect('sf-hidden', 'sf-hidden-secret');
    expect(hidden.exitCode).toBe(2);
    expect(hidden.stderr).toContain('Lead.SE_Score__c');

    const connected = await connect('sf-client', 'sf-secret-4242');
    expect(connected.exitCode).toBe(0);
    expect(connected.json).toMatchObject({
      kind: 'salesforce',
      status: 'active',
      accountLabel: 'Salesforce org 00D5g000004XyZaEAK',
      settings: {
        objects: 'lead',
        externalIdField: 'SE_Email__c',
        erase: 'keep',
        apiShare: 60,
      },
    });
    const id = connected.json.id;
    const mapped = await admin([
      'destination:mapping',
      '--id',
      id,
      '--unset',
      'lead.Industry',
      '--set',
      'lead.Description=summary',
    ]);
    expect(mapped.exitCode).toBe(0);
    expect(mapped.json.mapping.lead).not.toHaveProperty('Industry');
    expect(mapped.json.mapping.lead.Description).toBe('summary');

    const synced = await admin([
      'destination:sync',
      '--id',
      id,
      '--since',
      '2000-01-01T00:00:00Z',
      '--wait',
      '40',
    ]);
    expect(synced.json).toMatchObject({ total: 4, synced: 4, pending: 0 });
    for (let i = 0; i < 4; i++)
      expect(
        salesforce.org.byEmail('Lead', `lead${i}@firm${i % 2}.test`),
      ).toBeDefined();

    for (const run of [connected, mapped, synced])
      expect(run.stdout + run.stderr).not.toContain('sf-secret-4242');
    expect(service.output()).not.toContain('sf-secret-4242');
    await service.stop();
  }, 120_000);
});
