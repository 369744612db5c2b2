// The dashboard in real headless Chromium, as a sales team and its admin use it: against the real
// app on SQLite, enrichment against the local fixture servers (DNS, company site, GitHub,
// Gravatar), a real webhook receiver. Every page is checked with axe-core and at 375 px wide.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import request from 'supertest';
import { scoreBand } from '../../libs/icp/index.js';
import { runAdmin } from '../../src/cli/run-admin.js';
import { ActorPageService } from '../../src/modules/actors/actor-page.service.js';
import { EnrichmentQuotaService } from '../../src/modules/actors/enrichment-quota.service.js';
import { ApiKeysService } from '../../src/modules/auth/api-keys.service.js';
import { OrganizationsService } from '../../src/modules/auth/organizations.service.js';
import { IcpProfilesService } from '../../src/modules/scoring/icp-profiles.service.js';
import {
  overflowing,
  forBrowser,
  launchChromium,
  screenshot,
  seriousAxeViolations,
} from '../support/browser.js';
import {
  createDashboardUser,
  type DashboardUser,
} from '../support/dashboard.js';
import { JANE_EMAIL } from '../support/fixtures/fixture-data.js';
import { fieldLabel } from '../../libs/icp/index.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/fixtures/webhook-receiver.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { WEBHOOK_TEST_ENV } from '../support/webhooks.js';

/** An element's text as a person reads it: runs of whitespace as one space. */
const textOf = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

const expectAccessible = async (p: Page) => {
  expect(await seriousAxeViolations(p)).toEqual([]);
};

/** The list's rows as their text, score and band chip. */
const listedRows = async (p: Page) =>
  p.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row: any) => ({
      text: row.textContent.replace(/\s+/g, ' '),
      score: row.querySelector('.score')?.textContent ?? null,
      band: row.querySelector('.band')?.textContent ?? null,
    })),
  );

const DOCS = join(process.cwd(), 'docs', 'dashboard');
/** The profile's own thresholds, not the defaults: the list must follow the profile. */
const BANDS = { hot: 80, warm: 50 };
/** The viewer's time zone (no daylight saving, far from UTC): times must read in it. */
const VIEWER_ZONE = 'Asia/Tokyo';
const PAGES = [
  'signups',
  'keys',
  'icp',
  'webhooks',
  'destinations',
  'usage',
] as const;

forBrowser('dashboard in the browser', () => {
  let world: OutsideWorld;
  let receiver: WebhookReceiver;
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenant: { orgId: string; key: string; keyId: string };
  let admin: DashboardUser;
  let janeId: string;
  const dir = mkdtempSync(join(tmpdir(), 'dash-browser-'));

  const api = () => request(t.url);
  const createActor = async (body: object) =>
    (
      await api()
        .post('/v1/actors')
        .set('Authorization', `Bearer ${tenant.key}`)
        .send(body)
        .expect(201)
    ).body.actorId as string;

  const signIn = async (p: Page, user: DashboardUser) => {
    await p.goto(`${t.url}/dashboard/sign-in`);
    await p.getByLabel('Email').fill(user.email);
    await p.getByLabel('Password').fill(user.password);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL(`${t.url}/dashboard/signups`);
  };

  beforeAll(async () => {
    world = await startOutsideWorld();
    receiver = await startWebhookReceiver();
    t = await startTestApp('sqlite', {
      ...world.env,
      ...WEBHOOK_TEST_ENV,
      ENRICHMENT_TOOL_TIMEOUT_MS: '1500',
      // Imported actors wait this long for the reconciler: long enough to see one pending.
      RECONCILE_PENDING_AFTER_MS: '4000',
      RECONCILE_INTERVAL_MS: '300',
    });
    tenant = await t.newTenant('Acme Growth', 1000);
    admin = await createDashboardUser(t, tenant.orgId, 'admin');
    await t.app.get(IcpProfilesService).set(tenant.orgId, {
      name: 'Software companies',
      bands: BANDS,
      rules: [
        {
          id: 'software',
          dimension: 'firmographic',
          field: 'industry',
          op: 'eq',
          value: 'Software',
          weight: 1,
          description: 'Sells software',
        },
      ],
    });
    janeId = await createActor({
      email: JANE_EMAIL,
      name: 'Jane Doe',
      source: 'signup',
      metadata: { plan: 'team' },
    });
    const others = await Promise.all([
      createActor({
        email: 'sam.lee@acme.test',
        name: 'Sam Lee',
        source: 'ads',
      }),
      createActor({ email: 'ops@acme.test', source: 'signup' }),
      createActor({
        email: 'maria.garcia@hang.test',
        name: 'Maria Garcia',
        source: 'webinar',
      }),
    ]);
    for (const id of [janeId, ...others])
      await pollUntilTerminal(t.url, tenant.key, id, 20_000);
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      timezoneId: VIEWER_ZONE,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: t.url,
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.close();
    await world?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs in', async () => {
    await page.goto(`${t.url}/dashboard/signups`);
    await page.waitForURL(/\/dashboard\/sign-in\?next=/);
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'sign-in.png'));
    await page.getByLabel('Password').fill('wrong password');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'do not match',
    );
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${t.url}/dashboard/signups`);
    await expect(
      page.getByRole('heading', { level: 1 }).textContent(),
    ).resolves.toBe('Signups');
  });

  it('finds an actor by search, with status, title, company and score', async () => {
    await page.getByLabel('Search email, name or company').fill('jane');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/q=jane/);
    const rows = page.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(1);
    const row = rows.first();
    await expect(row.textContent()).resolves.toMatch(
      /Jane Doe[\s\S]*Head of Growth[\s\S]*Acme Analytics[\s\S]*enriched[\s\S]*100/,
    );
    // And by company: everyone at Acme Analytics, but not the hang.test signup.
    await page.goto(`${t.url}/dashboard/signups?q=acme%20analytics`);
    await expect(page.locator('tbody').textContent()).resolves.not.toContain(
      'Maria Garcia',
    );
    await page.goto(`${t.url}/dashboard/signups`);
    await expect(page.locator('tbody tr').count()).resolves.toBe(4);
    // No company name was found for hang.test (its site never answers): the domain stands in.
    expect(
      await textOf(
        page
          .locator('tbody tr', { hasText: 'Maria Garcia' })
          .locator('td.company'),
      ),
    ).toBe('hang.test');
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'signups.png'));
  });

  it("labels each score with its band by the profile's thresholds, and filters by band", async () => {
    await page.goto(`${t.url}/dashboard/signups`);
    const rows = await listedRows(page);
    expect(rows.some((r) => r.score !== null)).toBe(true);
    for (const row of rows) {
      const expected =
        row.score === null ? null : scoreBand(Number(row.score), BANDS);
      expect({ row: row.text, band: row.band?.toLowerCase() ?? null }).toEqual({
        row: row.text,
        band: expected,
      });
    }
    await page.getByLabel('Band').selectOption('hot');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/band=hot/);
    const hot = await listedRows(page);
    expect(hot.length).toBe(rows.filter((r) => r.band === 'Hot').length);
    expect(hot.every((r) => Number(r.score) >= BANDS.hot)).toBe(true);
    // The filter is the address: opened again, the form shows it.
    await page.goto(page.url());
    await expect(page.getByLabel('Band').inputValue()).resolves.toBe('hot');
  });

  it('exports the filtered list as CSV: the same signups in the same order, safe for a spreadsheet', async () => {
    await page.goto(`${t.url}/dashboard/signups?q=acme&sort=score-high`);
    const listed = await listedRows(page);
    const href = await page
      .getByRole('link', { name: /as CSV/ })
      .getAttribute('href');
    expect(href).toBe('/dashboard/signups/export.csv?q=acme&sort=score-high');
    const res = await page.request.get(t.url + href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers()['content-disposition']).toMatch(
      /^attachment; filename="signups-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const records: Record<string, string>[] = parseCsv(await res.text(), {
      bom: true,
      columns: true,
    });
    expect(records.length).toBe(listed.length);
    records.forEach((record, i) => {
      expect(listed[i].text).toContain(record.Email);
      expect(record.Score).toBe(listed[i].score ?? '');
      expect(record.Band).toBe(listed[i].band?.toLowerCase() ?? '');
    });
    const jane = records.find((r) => r.Email === JANE_EMAIL)!;
    expect(jane).toMatchObject({
      Name: 'Jane Doe',
      Title: 'Head of Growth',
      Company: 'Acme Analytics',
      'Company domain': 'acme.test',
    });
  });

  it("shows times in the viewer's time zone, with UTC on hover", async () => {
    await page.goto(`${t.url}/dashboard/signups`);
    const time = page.locator('tbody tr time').first();
    const datetime = (await time.getAttribute('datetime'))!;
    const expected = await page.evaluate(
      ([iso, zone]) =>
        new Intl.DateTimeFormat(undefined, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: zone,
        }).format(new Date(iso)),
      [datetime, VIEWER_ZONE],
    );
    expect(await textOf(time)).toBe(expected);
    await expect(time.getAttribute('title')).resolves.toBe(
      `${datetime.slice(0, 16).replace('T', ' ')} UTC`,
    );
  });

  it('fits at least four signups on a 375 × 812 phone screen', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto(`${t.url}/dashboard/signups`);
      const boxes = await page.locator('tbody tr').evaluateAll((rows) =>
        rows.map((row: any) => {
          const box = row.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(4);
      // On the first screen, as the page opens: below the header and the filters, not merely
      // four rows that would fit on a screen of their own (issue 30: the open filters and the
      // header took 656 px, leaving room for one).
      expect(await page.evaluate(() => (globalThis as any).scrollY)).toBe(0);
      expect(boxes[3].bottom).toBeLessThanOrEqual(812);
      await screenshot(page, join(DOCS, 'signups-phone.png'), {
        width: 375,
        height: 812,
      });
      // The filters are folded away on a phone, one tap from the search field.
      const search = page.getByRole('searchbox', {
        name: 'Search email, name or company',
      });
      expect(await search.isVisible()).toBe(false);
      await page.getByText('Search and filters').click();
      expect(await search.isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("opens the actor and sees every fact with its citation, the analysis and the score's reasons", async () => {
    await page.getByRole('link', { name: 'Jane Doe' }).click();
    await page.waitForURL(`${t.url}/dashboard/actors/${janeId}`);
    await expect(
      page.getByRole('heading', { level: 1 }).textContent(),
    ).resolves.toBe('Jane Doe');
    // Who they are, the band and the advice come first; then the analysis, then the facts.
    expect(await textOf(page.locator('.who-line'))).toMatch(
      /^Head of Growth at Acme Analytics( · .+)?$/,
    );
    expect(await textOf(page.locator('.actor-score .band'))).toBe('Hot');
    const order = await page
      .locator(
        '#outreach-h, #analysis-h, #facts-h, #score-h, #research-h, #metadata-h',
      )
      .evaluateAll((hs) => hs.map((h: any) => h.id));
    expect(order).toEqual([
      'outreach-h',
      'analysis-h',
      'facts-h',
      'score-h',
      'research-h',
      'metadata-h',
    ]);
    const company = page
      .locator('.facts-table tr', { hasText: 'Company' })
      .first();
    expect(await textOf(company)).toMatch(/Acme Analytics.*website/);
    // Every fact points to a source; each source is one line, with the facts read there.
    const factRows = await page
      .locator('.facts-table tbody tr')
      .allTextContents();
    expect(factRows.length).toBeGreaterThan(8);
    const refs = await page
      .locator('.facts-table tbody a.source-ref')
      .evaluateAll((as) => as.map((a: any) => a.getAttribute('href')));
    expect(refs.length).toBeGreaterThanOrEqual(factRows.length);
    const sourceLines = await page.locator('ol.sources li').allTextContents();
    expect(sourceLines.length).toBe(new Set(refs).size);
    expect(sourceLines.length).toBeLessThan(factRows.length);
    for (const line of sourceLines)
      expect(line.replace(/\s+/g, ' ')).toMatch(/retrieved \S.* — \S/);
    const website = sourceLines.find((l) => /website/.test(l))!;
    expect(website.replace(/\s+/g, ' ')).toMatch(/Company.*Industry/);
    // The signup's own metadata.
    expect(
      await textOf(
        page.locator('section', { has: page.locator('#metadata-h') }),
      ),
    ).toContain('plan team');
    await expect(page.locator('#analysis-h').isVisible()).resolves.toBe(true);
    await expect(page.locator('#outreach-h').isVisible()).resolves.toBe(true);
    await expect(page.locator('.score-big').textContent()).resolves.toBe('100');
    expect(
      await textOf(
        page
          .locator('section', { has: page.locator('#score-h') })
          .locator('tbody'),
      ),
    ).toBe('firmographic 100 of 100');
    await expect(
      page
        .getByRole('heading', { name: 'Matched rules', exact: true })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.locator('section', { hasText: 'Matched rules' }).textContent(),
    ).resolves.toContain('Sells software');
    // The research report: what each tool was asked and what came of it.
    await expect(
      page
        .locator('section', { has: page.locator('#research-h') })
        .textContent(),
    ).resolves.toMatch(
      /Why some facts are missing[\s\S]*website[\s\S]*found \d+ facts/,
    );
    // Each field the record leaves empty, with why, as the API's report says.
    const { missing } = (
      await api()
        .get(`/v1/actors/${janeId}?include=research`)
        .set('Authorization', `Bearer ${tenant.key}`)
        .expect(200)
    ).body.research as { missing: Array<{ key: string; why: string }> };
    expect(missing.length).toBeGreaterThan(0);
    const empty = page.locator('ul.missing-facts li');
    await expect(
      empty.evaluateAll((lis) => lis.map((li: any) => li.dataset.why)),
    ).resolves.toEqual(missing.map((m) => m.why));
    const words: Record<string, RegExp> = {
      not_stated: /: not stated/,
      not_linked: /: stated, but nothing ties it to the company/,
      other_organisation: /: refused: stated for another organization/,
    };
    for (const [i, m] of missing.entries())
      expect(await textOf(empty.nth(i))).toMatch(
        new RegExp(`^${fieldLabel(m.key)}${words[m.why].source}`),
      );
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'actor.png'));
  });

  it('lets an admin research a signup again: the page follows it to a new research time', async () => {
    await page.goto(`${t.url}/dashboard/actors/${janeId}`);
    const researched = page.locator('.researched time');
    const before = (await researched.getAttribute('datetime'))!;
    await page.getByRole('button', { name: 'Research again' }).click();
    await page.waitForURL(/refresh=queued/);
    expect(await textOf(page.getByRole('status').first())).toContain(
      'Research again: queued',
    );
    await page
      .locator(`.researched time:not([datetime="${before}"])`)
      .waitFor({ timeout: 30_000 });
    const after = (await researched.getAttribute('datetime'))!;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    await expectAccessible(page);
  });

  it('lets an admin erase a signup once confirmed: gone from the list and the API', async () => {
    await page.goto(`${t.url}/dashboard/signups?q=ops%40acme.test`);
    await page.getByRole('link', { name: 'ops@acme.test' }).click();
    await page.waitForURL(/\/dashboard\/actors\//);
    const opsId = page.url().split('/').at(-1)!;
    // Unconfirmed, the form does not go.
    await page.getByRole('button', { name: 'Erase' }).click();
    expect(page.url()).toBe(`${t.url}/dashboard/actors/${opsId}`);
    await page.getByLabel('Yes, erase this person for good').check();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Erase' }).click();
    await page.waitForURL(/\/dashboard\/signups\?erased=1/);
    expect(await textOf(page.getByRole('status').first())).toContain('Erased');
    await page.goto(`${t.url}/dashboard/signups?q=ops%40acme.test`);
    await expect(page.locator('tbody tr').count()).resolves.toBe(0);
    await api()
      .get(`/v1/actors/${opsId}`)
      .set('Authorization', `Bearer ${tenant.key}`)
      .expect(404);
  });

  /** An import leaves actors pending for the running service's reconciler to pick up. */
  const importPending = async (email: string, name: string) => {
    const file = join(dir, `${name}.csv`);
    writeFileSync(file, `email,name\n${email},${name}\n`);
    const db = t.config.database as { path: string };
    const out = await runAdmin(
      ['actor:import', '--org', tenant.orgId, '--file', file],
      { SQLITE_PATH: db.path },
    );
    expect(JSON.parse(out.stdout)).toMatchObject({ created: 1 });
  };

  it('updates a pending signup in the list when its research is done, without a reload', async () => {
    await importPending('listed.person@acme.test', 'Listed Person');
    await page.goto(`${t.url}/dashboard/signups?q=listed.person`);
    const row = page.locator('tbody tr', { hasText: 'Listed Person' });
    await expect(row.getAttribute('data-pending')).resolves.toBe('');
    await page.evaluate(() => ((globalThis as any).stillTheSamePage = true));
    await row.locator('.badge.enriched').waitFor({ timeout: 30_000 });
    expect(await textOf(row)).toContain('Acme Analytics');
    expect(await textOf(page.locator('#live-status'))).toBe(
      '1 signup finished researching.',
    );
    await expect(
      page.evaluate(() => (globalThis as any).stillTheSamePage),
    ).resolves.toBe(true);
  });

  it('follows a pending actor until it is enriched, without a reload', async () => {
    await importPending('new.person@acme.test', 'New Person');
    await page.goto(`${t.url}/dashboard/signups?q=new.person`);
    await page.getByRole('link', { name: 'New Person' }).click();
    await expect(
      page.locator('#actor-details .badge').textContent(),
    ).resolves.toMatch(/pending|enriching/);
    await expect(
      page.getByRole('status').first().textContent(),
    ).resolves.toContain('Researching');
    await page.evaluate(() => ((globalThis as any).stillTheSamePage = true));
    await page
      .locator('#actor-details .badge.enriched')
      .waitFor({ timeout: 30_000 });
    await page.locator('.facts-table').waitFor();
    await expect(
      page.evaluate(() => (globalThis as any).stillTheSamePage),
    ).resolves.toBe(true);
  });

  it('issues a key (shown once, with a copy button) and revokes it: the API then refuses it', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('button', { name: 'Issue a key' }).click();
    const key = (await page.locator('#new-key').textContent())!.trim();
    expect(key).toMatch(/^se_live_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.locator('#new-key-status', { hasText: 'Copied' }).waitFor();
    await expect(
      page.evaluate(() => (globalThis as any).navigator.clipboard.readText()),
    ).resolves.toBe(key);
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'keys.png'));
    const call = () =>
      api().get(`/v1/actors/${janeId}`).set('Authorization', `Bearer ${key}`);
    expect((await call()).status).toBe(200);
    // Shown once: the list has the key's id, never the key.
    await page.goto(`${t.url}/dashboard/keys`);
    await expect(page.content()).resolves.not.toContain(key);
    const issued = (await t.app.get(ApiKeysService).list(tenant.orgId)).at(-1)!;
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Revoke ${issued.id}` }).click();
    await page.waitForURL(/revoked=/);
    await expect(
      page.getByRole('status').first().textContent(),
    ).resolves.toContain('revoked');
    expect((await call()).status).toBe(401);
  });

  it('offers the fields the engine knows, with types and examples from these signups, and operators per type', async () => {
    await page.goto(`${t.url}/dashboard/icp`);
    const field = page.getByLabel('Field').first();
    const options = await field.locator('option').allTextContents();
    const industry = options.find((o) => /^\s*Industry/.test(o))!;
    expect(industry.replace(/\s+/g, ' ')).toMatch(
      /Industry — text, e\.g\. .*Software/,
    );
    expect(options.join('|')).toContain('Plan (signup metadata)');
    // A number offers ranges; a list (the tech stack) only "contains", known, unknown.
    const offered = async () =>
      page
        .getByLabel('Condition')
        .first()
        .locator('option:not([disabled])')
        .evaluateAll((os) => os.map((o: any) => o.value));
    await field.selectOption('employeeCount');
    expect(await offered()).toContain('between');
    await field.selectOption('techStack');
    expect(await offered()).toEqual(['contains', 'exists', 'missing']);
    // One help panel, not a hint under every rule.
    await expect(page.locator('.help').count()).resolves.toBe(1);
  });

  it('can be used with the keyboard alone: add a rule, remove it, no axe violations', async () => {
    await page.goto(`${t.url}/dashboard/icp`);
    const rules = page.locator('fieldset.rule');
    const before = await rules.count();
    /** Tabs forward (bounded) until the focused element is the one named. */
    const tabTo = async (name: string) => {
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = (globalThis as any).document.activeElement;
          return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
        });
        if (focused === name) return;
      }
      throw new Error(`${name} was not reached with Tab`);
    };
    await tabTo('Add a rule');
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.keyboard.press('Enter'),
    ]);
    await page.waitForLoadState('domcontentloaded');
    await expect(rules.count()).resolves.toBe(before + 1);
    await tabTo(`Remove rule ${before + 1}`);
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.keyboard.press('Enter'),
    ]);
    await page.waitForLoadState('domcontentloaded');
    await expect(rules.count()).resolves.toBe(before);
    await expectAccessible(page);
  });

  it('edits the ICP profile: errors next to the rule, a preview, then a valid profile that changes scores', async () => {
    await page.getByRole('link', { name: 'ICP profile' }).click();
    await page.getByLabel('Value').first().fill('Healthcare');
    await page.getByLabel('Weight').first().fill('heavy');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    const invalid = page.locator('fieldset.rule.invalid');
    await expect(invalid.count()).resolves.toBe(1);
    await expect(
      invalid.locator('.error-text').textContent(),
    ).resolves.toContain('weight must be a positive finite number');
    expect(await textOf(page.locator('#icp-errors'))).toContain(
      'nothing was saved',
    );
    await expectAccessible(page);
    await page.getByLabel('Weight').first().fill('1');
    await page.getByRole('button', { name: 'Add a rule' }).click();
    const second = page.locator('fieldset.rule').nth(1);
    await second.getByLabel('Rule id').fill('mid-size');
    await second.getByLabel('Dimension').fill('firmographic');
    await second.getByLabel('Field').selectOption('employeeCount');
    await second.getByLabel('Condition').selectOption('between');
    await second.getByLabel('Value').fill('50, 1000');
    await second.getByRole('textbox', { name: 'Weight' }).fill('1');
    await page
      .getByRole('button', { name: 'Preview on recent signups' })
      .click();
    const janeLine = page.locator('#preview tr', { hasText: 'Jane Doe' });
    await expect(janeLine.textContent()).resolves.toMatch(
      /100[\s\S]*50[\s\S]*−50/,
    );
    await expectAccessible(page);
    // The preview is above the rules, and Save stays in view below it.
    const save = await page
      .getByRole('button', { name: 'Save the profile' })
      .boundingBox();
    expect(save!.y + save!.height).toBeLessThanOrEqual(800);
    expect(save!.y).toBeGreaterThan(0);
    await screenshot(page, join(DOCS, 'icp.png'));
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await page.waitForURL(/saved=1/);
    await expect(
      page.getByRole('status').first().textContent(),
    ).resolves.toContain('Saved');
    // Rescored by the queue: Jane's page shows the new score.
    await page.goto(`${t.url}/dashboard/actors/${janeId}`);
    await page
      .locator('.score-big', { hasText: /^50$/ })
      .waitFor({ timeout: 20_000 });
  });

  it('adds a webhook endpoint, sees its deliveries and replays one', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page
      .getByLabel('Receiver URL')
      .fill(receiver.url('/hooks/enrichment'));
    await page.getByLabel('actor.enriched').check();
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    const added = (await page.locator('#new-secret').textContent())!.trim();
    expect(added).toMatch(/^whsec_/);
    await expect(page.locator('tbody').textContent()).resolves.toContain(
      '/hooks/enrichment',
    );
    await createActor({ email: 'late.signup@acme.test', name: 'Late Signup' });
    await receiver.waitFor('/hooks/enrichment', 1, 20_000);
    await page
      .getByRole('link', { name: /hooks\/enrichment/ })
      .first()
      .click();
    await page.locator('.badge.delivered').first().waitFor();
    // A delivery names its signup, linked to its page.
    await expect(
      page
        .getByRole('link', { name: 'Late Signup' })
        .first()
        .getAttribute('href'),
    ).resolves.toMatch(/^\/dashboard\/actors\//);
    await page
      .getByRole('button', { name: 'Replay this delivery' })
      .first()
      .click();
    await page.waitForURL(/replayed=1/);
    const [first, replayed] = await receiver.waitFor(
      '/hooks/enrichment',
      2,
      20_000,
    );
    expect(replayed.headers['webhook-id']).toBe(first.headers['webhook-id']);
    // Rotating shows a new secret once; the old one signs alongside it for a day.
    expect(await page.locator('#new-secret').count()).toBe(0); // never shown again
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Rotate the secret' }).click();
    const rotated = (await page.locator('#new-secret').textContent())!.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(added);
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'webhook-endpoint.png'));
    await page.goto(`${t.url}/dashboard/webhooks`);
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'webhooks.png'));
  });

  it("shows this month's enrichments against the quota", async () => {
    // Seven signups so far, each admitted by the quota: four at the start, two imported, one late.
    const used = await t.app
      .get(EnrichmentQuotaService)
      .used(tenant.orgId, new Date());
    expect(used).toBe(7);
    await page.getByRole('link', { name: 'Usage' }).click();
    const main = await textOf(page.locator('main'));
    expect(main).toContain('7 of 1,000 enrichments used this month');
    // ops@acme.test was erased: it still counts, and the page says so.
    expect(main).toContain('erased signups still count');
    expect(main).toContain(
      'About 1 signup counted this month was erased since',
    );
    // 30 days drawn as bars, today's the enriched signups still here.
    const bars = page.locator('.chart svg rect.bar');
    await expect(bars.count()).resolves.toBe(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(await textOf(bars.last().locator('title'))).toBe(
      `${today}: ${await t.app
        .get(ActorPageService)
        .enrichedPerDay(tenant.orgId, new Date(`${today}T00:00:00Z`))
        .then((m) => m.get(today) ?? 0)}`,
    );
    expect(
      await textOf(
        page
          .locator('section', { has: page.locator('#fill-h') })
          .locator('tr', {
            hasText: 'Company domain',
          }),
      ),
    ).toMatch(/Company domain \d+ % \(\d+\)/);
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'usage.png'));
  });

  it('is usable at 375 px wide: no page scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      for (const path of [
        ...PAGES.map((p) => `/dashboard/${p}`),
        `/dashboard/actors/${janeId}`,
      ]) {
        await page.goto(t.url + path);
        expect({ path, sticksOut: await overflowing(page, 375) }).toEqual({
          path,
          sticksOut: [],
        });
        await expectAccessible(page);
      }
      await page.getByRole('button', { name: 'Sign out' }).isVisible();
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('lets a viewer look but not manage', async () => {
    const viewer = await createDashboardUser(t, tenant.orgId, 'viewer');
    const other = await browser.newContext();
    try {
      const p = await other.newPage();
      await signIn(p, viewer);
      await p.goto(`${t.url}/dashboard/keys`);
      await expect(
        p.getByRole('button', { name: 'Issue a key' }).count(),
      ).resolves.toBe(0);
      await expect(
        p.getByRole('button', { name: /Revoke/ }).count(),
      ).resolves.toBe(0);
      await p.goto(`${t.url}/dashboard/icp`);
      await expect(
        p.getByRole('button', { name: 'Save the profile' }).count(),
      ).resolves.toBe(0);
      await p.goto(`${t.url}/dashboard/webhooks`);
      await expect(
        p.getByRole('button', { name: 'Add the endpoint' }).count(),
      ).resolves.toBe(0);
      // Posting the form anyway, with the viewer's own session and token, is refused.
      const token = await p
        .locator('input[name="_csrf"]')
        .first()
        .getAttribute('value');
      const res = await p.request.post(`${t.url}/dashboard/keys`, {
        form: { _csrf: token! },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(403);
    } finally {
      await other.close();
    }
  });

  it("refuses a form posted from another site, and another organization's actor", async () => {
    const keysBefore = (await t.app.get(ApiKeysService).list(tenant.orgId))
      .length;
    // A page elsewhere that posts to the dashboard while the admin is signed in (login CSRF aside,
    // the classic attack): no token, so nothing happens.
    const attacker: Server = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><form id="f" method="post" action="${t.url}/dashboard/keys"></form><script>document.getElementById('f').submit()</script>`,
      );
    });
    await new Promise<void>((resolve) =>
      attacker.listen(0, '127.0.0.1', resolve),
    );
    try {
      const { port } = attacker.address() as { port: number };
      const answer = page.waitForResponse(
        (r) =>
          r.url() === `${t.url}/dashboard/keys` &&
          r.request().method() === 'POST',
      );
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await answer).status()).toBe(403);
      expect((await t.app.get(ApiKeysService).list(tenant.orgId)).length).toBe(
        keysBefore,
      );
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }
    const theirs = await t.app
      .get(OrganizationsService)
      .create('Someone else', null);
    const theirKey = await t.app.get(ApiKeysService).issue(theirs.id, null);
    const { body } = await api()
      .post('/v1/actors')
      .set('Authorization', `Bearer ${theirKey.key}`)
      .send({ email: 'private@else.test' })
      .expect(201);
    const res = await page.goto(`${t.url}/dashboard/actors/${body.actorId}`);
    expect(res!.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1 }).textContent(),
    ).resolves.toBe('Not found');
  });

  it("shows a disposable address's page: no email outreach, nothing urgent (issue 30)", async () => {
    const id = await createActor({
      email: 'trial.user@mailinator.com',
      name: 'Trial User',
      source: 'signup',
      metadata: { plan: 'team' },
    });
    await pollUntilTerminal(t.url, tenant.key, id, 20_000);
    await page.goto(`${t.url}/dashboard/actors/${id}`);
    const main = await textOf(page.locator('main'));
    expect(main).toMatch(
      /No outreach by email: mailinator\.com is a disposable inbox/,
    );
    expect(main).toMatch(/Urgency\s*low/);
    expect(main).not.toMatch(
      /Channel\s*email|Reach out by email|free-mail address/,
    );
    await expectAccessible(page);
    await screenshot(page, join(DOCS, 'actor-disposable.png'));
  });

  it('signs out: the dashboard asks for sign-in again', async () => {
    await page.goto(`${t.url}/dashboard/signups`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${t.url}/dashboard/sign-in`);
    await page.goto(`${t.url}/dashboard/usage`);
    await page.waitForURL(/\/dashboard\/sign-in\?next=/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Sign in',
    );
  });
});
