// The database side of shared company research on both dialects: a lookup's claim is taken by
// one token at a time, renewed by its holder, free again once it lapses (its holder died) or is
// released; a saved finding replaces the kept one and lets go of its own claim, not another's.
import type { DataSource } from 'typeorm';
import type { CompanyFinding } from '../../libs/research/company/index.js';
import { loadConfig } from '../../src/config/app-config.js';
import { createDataSource, migrate } from '../../src/database/data-source.js';
import { databaseFindingsStore } from '../../src/modules/enrichment/company-research/company-findings.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { forEachDialect } from '../support/dialects.js';

const finding = (fetchedAt: number, name: string): CompanyFinding => ({
  outcome: 'found',
  fetchedAt,
  reading: {
    facts: [
      {
        key: 'companyName',
        value: name,
        citation: {
          url: 'http://acme.test/',
          tool: 'website',
          retrievedAt: new Date(fetchedAt).toISOString(),
        },
      },
    ],
    observations: [],
  },
});

forEachDialect('company findings store', (dialect) => {
  let db: TestDatabase;
  let ds: DataSource;
  let clock = 1_000_000;
  const store = () => databaseFindingsStore(ds, () => clock);

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    ds = createDataSource(loadConfig(db.env).database);
    await ds.initialize();
    await migrate(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('gives a lookup to one claimant at a time until its claim lapses', async () => {
    const s = store();
    expect(await s.read('a.test', 'website')).toBeNull();
    expect(await s.claim('a.test', 'website', 'one', clock + 3000)).toBe(true);
    expect(await s.claim('a.test', 'website', 'two', clock + 3000)).toBe(false);
    // The holder renews; another tool of the same domain is a lookup of its own.
    expect(await s.claim('a.test', 'website', 'one', clock + 6000)).toBe(true);
    expect(await s.claim('a.test', 'dns', 'two', clock + 3000)).toBe(true);
    clock += 6001;
    expect(await s.claim('a.test', 'website', 'two', clock + 3000)).toBe(true);
    expect(await s.claim('a.test', 'website', 'one', clock + 3000)).toBe(false);
  });

  it('keeps the latest finding and frees only the saver’s own claim', async () => {
    const s = store();
    expect(await s.claim('b.test', 'website', 'one', clock + 3000)).toBe(true);
    await s.save('b.test', 'website', finding(clock, 'First'), 'one');
    expect(await s.read('b.test', 'website')).toEqual(finding(clock, 'First'));
    expect(await s.claim('b.test', 'website', 'two', clock + 3000)).toBe(true);

    // A refresh saves without holding the claim: the claim stays with its holder.
    await s.save('b.test', 'website', finding(clock + 1, 'Second'), 'fresh');
    expect(await s.read('b.test', 'website')).toEqual(
      finding(clock + 1, 'Second'),
    );
    expect(await s.claim('b.test', 'website', 'three', clock + 3000)).toBe(
      false,
    );
    await s.release('b.test', 'website', 'two');
    expect(await s.claim('b.test', 'website', 'three', clock + 3000)).toBe(
      true,
    );
  });
});
