// The app under test beside loopback fakes of HubSpot, Salesforce and Slack and the local outside world: the
// setup of the destinations suites. Connects a tenant's destinations through the service.
import request from 'supertest';
import { DestinationConnectionsService } from '../../src/modules/destinations/destination-connections.service.js';
import { IcpProfilesService } from '../../src/modules/scoring/icp-profiles.service.js';
import { waitFor } from './actor-api.js';
import type { Deployment } from './deployments.js';
import {
  startHubSpotFake,
  type HubSpotFake,
  type HubSpotFakeOptions,
} from './fixtures/destinations/hubspot-fake.js';
import {
  startSalesforceFake,
  type SalesforceFake,
  type SalesforceFakeOptions,
} from './fixtures/destinations/salesforce-fake.js';
import {
  startSlackFake,
  type SlackFake,
} from './fixtures/destinations/slack-fake.js';
import { ACME_HTTP_FIXTURES } from './fixtures/fixture-data.js';
import { WORK_ADDRESS_PROFILE } from './icp-profiles.js';
import { startOutsideWorld, type OutsideWorld } from './outside-world.js';
import { startTestApp, type TestApp } from './test-app.js';
import { TEST_SECRETS_KEY } from './webhooks.js';

/** Syncs to loopback fakes, quick to retry and to sweep. */
export const DESTINATION_TEST_ENV = {
  WEBHOOK_SECRETS_KEY: TEST_SECRETS_KEY,
  DESTINATION_ALLOW_PRIVATE_NETWORKS: 'true',
  DESTINATION_TIMEOUT_MS: '2000',
  DESTINATION_RETRY_FIRST_DELAY_MS: '200',
  DESTINATION_DISPATCH_INTERVAL_MS: '300',
  PUBLIC_URL: 'https://enrich.example',
};

export interface DestinationApp {
  t: TestApp;
  hubspot: HubSpotFake;
  salesforce: SalesforceFake;
  slack: SlackFake;
  world: OutsideWorld;
  /** a tenant with the work-address ICP profile (a work address scores 100: hot) */
  tenant(name?: string): Promise<{ orgId: string; key: string }>;
  connectHubSpot(
    orgId: string,
    settings?: Record<string, string>,
    token?: string,
  ): Promise<string>;
  /** connects the fake org with the app `sf-client` (or `clientId`, whose secret is `<clientId>-secret`) */
  connectSalesforce(
    orgId: string,
    settings?: Record<string, string>,
    clientId?: string,
  ): Promise<string>;
  connectSlack(orgId: string, hook?: string): Promise<string>;
  /** creates signups over the API; their ids */
  signups(key: string, emails: string[]): Promise<string[]>;
  /** waits until every actor's row at the destination is done (not pending) */
  settled(destinationId: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startDestinationApp(
  deployment: Deployment,
  env: Record<string, string> = {},
  hubspotOptions: HubSpotFakeOptions = {},
  salesforceOptions: SalesforceFakeOptions = {},
): Promise<DestinationApp> {
  const world = await startOutsideWorld({ http: ACME_HTTP_FIXTURES });
  const hubspot = await startHubSpotFake(hubspotOptions);
  const salesforce = await startSalesforceFake(salesforceOptions);
  const slack = await startSlackFake();
  const t = await startTestApp(deployment.dialect, {
    ...deployment.env(),
    ...world.env,
    ...DESTINATION_TEST_ENV,
    DESTINATION_HUBSPOT_BASE_URL: hubspot.url,
    DESTINATION_SALESFORCE_BASE_URL: salesforce.url,
    DESTINATION_SLACK_BASE_URL: slack.url,
    ...env,
  });
  const connections = t.app.get(DestinationConnectionsService);
  let n = 0;
  return {
    t,
    hubspot,
    salesforce,
    slack,
    world,
    async tenant(name = `Destinations ${++n}`) {
      const tenant = await t.newTenant(name);
      await t.app
        .get(IcpProfilesService)
        .set(tenant.orgId, WORK_ADDRESS_PROFILE);
      return tenant;
    },
    async connectHubSpot(orgId, settings = {}, token = 'pat-test') {
      return (
        await connections.connect(orgId, 'hubspot', {
          credentials: { token },
          settings,
        })
      ).id;
    },
    async connectSalesforce(orgId, settings = {}, clientId = 'sf-client') {
      return (
        await connections.connect(orgId, 'salesforce', {
          credentials: {
            instanceUrl: salesforce.url,
            clientId,
            clientSecret:
              clientId === 'sf-client' ? 'sf-secret' : `${clientId}-secret`,
          },
          settings,
        })
      ).id;
    },
    async connectSlack(orgId, hook = slack.hook()) {
      return (
        await connections.connect(orgId, 'slack', {
          credentials: { webhookUrl: hook },
        })
      ).id;
    },
    async signups(key, emails) {
      const ids: string[] = [];
      for (let i = 0; i < emails.length; i += 50) {
        const created = await Promise.all(
          emails
            .slice(i, i + 50)
            .map((email) =>
              request(t.url)
                .post('/v1/actors')
                .set('Authorization', `Bearer ${key}`)
                .send({ email })
                .expect(201),
            ),
        );
        ids.push(...created.map((r) => r.body.actorId as string));
      }
      return ids;
    },
    async settled(destinationId, timeoutMs = 20_000) {
      await waitFor(
        'destination settled',
        async () =>
          (await connections.get(destinationId)).pending === 0
            ? true
            : undefined,
        timeoutMs,
      );
    },
    async close() {
      await t.close();
      await Promise.all([
        hubspot.close(),
        salesforce.close(),
        slack.close(),
        world.close(),
      ]);
    },
  };
}
