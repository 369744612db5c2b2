// `?include=company` carries both members the API page lists, null where nothing was found
// (issue 30: it answered `{}`, where docs/api.md lists `parent` and `totalFundingCurrency`).
import { createAndPollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the company extra [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('names parent and totalFundingCurrency, null when not found', async () => {
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
    });
  });
});
