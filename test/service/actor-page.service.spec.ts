// The dashboard's signups list on a real database: a page costs no more than what it shows. Its
// total is counted up to a cap and reads "N+" past it; "next page" comes from one extra row, not
// from the total; and the score order still runs from the scored actors into the unscored ones.
// A small cap and page size stand in for the real 1,000 and 25: no need to seed thousands of rows.
import { randomUUID } from 'node:crypto';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ActorPageService,
  type ActorPageQuery,
} from '../../src/modules/actors/actor-page.service.js';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import type { SignupsFilters } from '../../src/modules/dashboard/pages/signups/signups-query.js';
import { signupsPage } from '../../src/modules/dashboard/pages/signups/signups.view.js';
import type { Viewer } from '../../src/modules/dashboard/views/layout.view.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

const SCORED = 18;
const UNSCORED = 12;
const PAGE = 5;

const query = (over: Partial<ActorPageQuery>): ActorPageQuery => ({
  search: 'acme',
  sort: 'date',
  direction: 'desc',
  page: 1,
  pageSize: PAGE,
  countCap: 10,
  ...over,
});

forEachDialect('signups list, bounded', (dialect) => {
  let s: ServiceModule;
  let list: ActorPageService;
  let orgId: string;
  /** Every acme.test actor, in the order "by score, highest first" must show them. */
  let byScore: string[];

  beforeAll(async () => {
    s = await startServiceModule(dialect, {});
    list = s.get(ActorPageService);
    orgId = await s.newOrganization();
    const actors: Repository<Actor> = s.module.get(getRepositoryToken(Actor));
    const start = Date.UTC(2026, 10, 1);
    const rows = Array.from({ length: SCORED + UNSCORED }, (_, n) =>
      actors.create({
        id: randomUUID(),
        organizationId: orgId,
        email: `person${n}@acme.test`,
        source: 'signup',
        status: n < SCORED ? 'enriched' : 'pending',
        // Scores out of creation order, so score order and date order differ.
        score: n < SCORED ? (n * 7) % 101 : null,
        scoringStatus: n < SCORED ? 'scored' : 'skipped',
        createdAt: new Date(start + n * 60_000),
      }),
    );
    // One that the search must leave out.
    rows.push(
      actors.create({
        id: randomUUID(),
        organizationId: orgId,
        email: 'someone@globex.test',
        source: 'signup',
        status: 'pending',
        createdAt: new Date(start),
      }),
    );
    await actors.save(rows);
    const scored = rows
      .slice(0, SCORED)
      .toSorted((a, b) => b.score! - a.score!)
      .map((a) => a.id);
    const unscored = rows
      .slice(SCORED, SCORED + UNSCORED)
      .toReversed()
      .map((a) => a.id);
    byScore = [...scored, ...unscored];
  });
  afterAll(() => s.close());

  it('counts up to the cap and says "more" past it, and still offers the next page', async () => {
    const page = await list.list(orgId, query({}));
    expect(page.rows).toHaveLength(PAGE);
    expect(page.total).toBe(10);
    expect(page.atLeast).toBe(true);
    expect(page.hasNextPage).toBe(true);
    // Far past the cap: the rows are there, and the count still stops at the cap.
    const later = await list.list(orgId, query({ page: 5 }));
    expect(later.rows).toHaveLength(PAGE);
    expect(later).toMatchObject({ total: 10, atLeast: true });
  });

  it('gives the exact total under the cap, and no next page after the last', async () => {
    const first = await list.list(orgId, query({ countCap: 1000 }));
    expect(first).toMatchObject({
      total: SCORED + UNSCORED,
      atLeast: false,
      hasNextPage: true,
    });
    const last = await list.list(
      orgId,
      query({ countCap: 1000, page: (SCORED + UNSCORED) / PAGE }),
    );
    expect(last.rows).toHaveLength(PAGE);
    expect(last.hasNextPage).toBe(false);
    // The count is exact at the cap itself: 30 matches under a cap of 30 are not "30+".
    await expect(
      list.list(orgId, query({ countCap: SCORED + UNSCORED })),
    ).resolves.toMatchObject({ total: SCORED + UNSCORED, atLeast: false });
  });

  it('walks the score order page by page: scored highest first, then the unscored newest first', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 20; page++) {
      const result = await list.list(
        orgId,
        query({ sort: 'score', page, countCap: 3 }),
      );
      seen.push(...result.rows.map((r) => r.id));
      if (!result.hasNextPage) break;
    }
    expect(seen).toEqual(byScore);
  });

  it('reads "10+ signups match" over the cap, with pages it does not pretend to count', async () => {
    const viewer: Viewer = {
      user: { role: 'viewer', email: 'v@acme.test' } as User,
      orgName: 'Acme',
      csrfToken: 'token',
      assets: { css: '/a.css', js: '/a.js' },
    };
    const filters: SignupsFilters = {
      q: 'acme',
      status: '',
      band: '',
      min: '',
      max: '',
      sort: 'newest',
      page: 1,
    };
    const bands = { hot: 80, warm: 50 };
    const text = (page: Awaited<ReturnType<ActorPageService['list']>>) =>
      signupsPage(viewer, filters, page, bands).toString().replace(/\s+/g, ' ');
    const capped = text(await list.list(orgId, query({})));
    expect(capped).toContain('10+ signups match');
    expect(capped).toContain('Download these 10+ signups as CSV');
    expect(capped).toMatch(/<span>Page 1<\/span>/);
    expect(capped).toContain('rel="next"');
    const exact = text(await list.list(orgId, query({ countCap: 1000 })));
    expect(exact).toContain('30 signups match');
    // The page shows 25 (PAGE_SIZE): 30 make two pages.
    expect(exact).toContain('Page 1 of 2');
  });
});
