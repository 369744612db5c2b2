// `?include=company` carries every member the API page lists, null where nothing was found
// (issue 30: it answered `{}`, where docs/api.md lists `parent` and `totalFundingCurrency`), and
// the company's X account its own site lists, cited to that page.
import {
  ACME_DOMAIN,
  ACME_HTTP_FIXTURES,
} from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { createAndPollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the company extra [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('names every member, null when not found', async () => {
    const { key } = await t.newTenant();
    // No outside world here: research finds the address's facts and nothing about a group.
    const record = await createAndPollUntilTerminal(
      t.url,
      key,
      'nobody@acme.test',
      '?include=company',
      60_000,
    );
    expect(record.status).toBe('enriched');
    expect(record.company).toEqual({
      parent: null,
      totalFundingCurrency: null,
      xUrl: null,
      citations: {},
    });
  });
});

describe('the company extra with the company site [sqlite]', () => {
  let world: OutsideWorld;
  let t: TestApp;
  beforeAll(async () => {
    world = await startOutsideWorld({ http: ACME_HTTP_FIXTURES });
    t = await startTestApp('sqlite', world.env);
  });
  afterAll(async () => {
    await t.close();
    await world.close();
  });

  it("gives the X account the site's own Organization lists, cited to the home page", async () => {
    const { key } = await t.newTenant();
    const record = await createAndPollUntilTerminal(
      t.url,
      key,
      `jane@${ACME_DOMAIN}`,
      '?include=company',
      60_000,
    );
    expect(record.status).toBe('enriched');
    expect(record.company).toMatchObject({
      xUrl: 'https://x.com/acmeanalytics',
      citations: {
        xUrl: {
          url: expect.stringContaining(ACME_DOMAIN),
          tool: 'website',
          retrievedAt: expect.any(String),
        },
      },
    });
  });
});
