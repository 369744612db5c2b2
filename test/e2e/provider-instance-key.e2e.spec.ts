// An instance-wide provider key (PROVIDER_PDL_API_KEY, for single-team installs) that the provider
// refuses: asked once, then not again by this process, and shown as invalid where the process
// that learned it shows its providers (the dashboard of the embedded default, the same process).
import { createDashboardUser, DashboardClient } from '../support/dashboard.js';
import { forEachDeployment } from '../support/deployments.js';
import {
  JANE_PROVIDER_PERSON,
  startProviderFixture,
  type RunningProviderFixture,
} from '../support/fixtures/providers/index.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { createAndPollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

forEachDeployment('provider instance-wide key', (deployment) => {
  let world: OutsideWorld;
  let pdl: RunningProviderFixture;
  let t: TestApp;

  beforeAll(async () => {
    world = await startOutsideWorld();
    pdl = await startProviderFixture('pdl', {
      people: [JANE_PROVIDER_PERSON],
      apiKey: 'the-real-key',
    });
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
      PROVIDER_PDL_BASE_URL: pdl.baseUrl,
      PROVIDER_PDL_API_KEY: 'a-mistyped-key',
    });
  });
  afterAll(async () => {
    await t.close();
    await pdl.close();
    await world.close();
  });

  const enrich = (key: string, email: string) =>
    createAndPollUntilTerminal(t.url, key, email, '?include=research');

  it('asks once with a refused instance key, then not again, and shows it invalid', async () => {
    const tenant = await t.newTenant();
    const first = await enrich(tenant.key, 'person1@acme.test');
    expect(first.research.providers).toEqual([
      expect.objectContaining({ outcome: 'invalid_key', attempts: 1 }),
    ]);
    const requests = pdl.requests.length;
    expect(requests).toBe(1);

    // Another signup, of another organization too: the same key, so not asked again.
    const other = await t.newTenant();
    const second = await enrich(other.key, 'person2@acme.test');
    expect(pdl.requests.length).toBe(requests);
    // An unknown person (no name in the address) is what gaps mode asks a provider about.
    expect(second.research.providers).toEqual([
      expect.objectContaining({
        outcome: 'skipped',
        skipReason: 'invalid_key',
      }),
    ]);

    const user = await createDashboardUser(t, other.orgId, 'admin');
    const page = new DashboardClient(t.url);
    await page.signIn(user.email, user.password);
    const shown = await page.get('/dashboard/providers');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatch(/invalid key/);
    expect(shown.body).toMatch(/PROVIDER_PDL_API_KEY/);
  });
});
