// The website tool as the service builds it (shared per domain, then the per-signup step), on
// loopback DNS and HTTP fixtures: the shared reading keeps where the team page and blog are and
// nobody they name; each signup reads them for its own person, at most two pages, briefly cached.
import {
  startDnsServer,
  type RunningDnsServer,
} from '../../../test/support/fixtures/dns-server.js';
import {
  startHttpFixtures,
  type RunningHttpFixtures,
} from '../../../test/support/fixtures/http-fixtures.js';
import { memoryFindingsStore } from '../../../test/support/fixtures/memory-findings.store.js';
import {
  FIXED_NOW,
  researchInput,
  toolContext,
} from '../../../test/support/fixtures/research-input.js';
import type { ResearchInput, ResearchTool } from '../types.js';
import { createDnsResolver } from '../net/dns-resolver.js';
import { PeoplePageReader } from './person-on-site.js';
import { createResearchTools, type ResearchToolsConfig } from './registry.js';

const page = (title: string, body: string) => ({
  body: `<html><head><title>${title}</title><meta property="og:site_name" content="Tallow"></head><body>${body}</body></html>`,
});

const HOME = page(
  'Tallow | Invoicing',
  `<h1>Tallow</h1><p>Invoicing for agencies.</p>
<nav><a href="/team">Team</a><a href="/blog">Blog</a><a href="https://partner-agency.test/team">Our agency's team</a></nav>`,
);
const TEAM = page(
  'Team | Tallow',
  `<h2>Our team</h2>
<div class="member"><h3>Jane Roe</h3><p>Head of Growth</p></div>
<div class="member"><h3>Bob Lee</h3><p>CTO</p></div>
<div class="member"><h3>Ana Ruiz</h3></div>
<h2>Advisors</h2><div class="member"><h3>Carl Ode</h3><p>Partner</p></div>`,
);
const BLOG = page(
  'Blog | Tallow',
  '<article><h2>Pricing pages</h2><p class="byline">By Ana Ruiz, Growth Marketer</p></article>',
);

const signup = (email: string, name: string | null, domain = 'tallow.test') =>
  researchInput({ email, name, domain });
const titleOf = async (tool: ResearchTool, input: ResearchInput) => {
  const result = await tool.run(input, toolContext());
  return {
    title: result.facts.find((f) => f.key === 'title'),
    dropped: result.dropped?.filter((d) => d.key === 'title') ?? [],
    companyName: result.facts.find((f) => f.key === 'companyName')?.value,
  };
};

describe('the website tool reads the person’s title from the team page, per signup', () => {
  let dns: RunningDnsServer;
  let web: RunningHttpFixtures;
  let config: ResearchToolsConfig;

  beforeAll(async () => {
    dns = await startDnsServer({
      'tallow.test': { A: ['127.0.0.1'] },
      'away.test': { A: ['127.0.0.1'] },
      'elsewhere.test': { A: ['127.0.0.1'] },
      'partner-agency.test': { A: ['127.0.0.1'] },
    });
    web = await startHttpFixtures({
      sites: {
        'tallow.test': { '/': HOME, '/team': TEAM, '/blog': BLOG },
        // Its team link redirects to another site, which names no one of it.
        'away.test': {
          '/': page(
            'Away | Travel',
            '<h1>Away</h1><p>Travel desks.</p><a href="/team">Team</a>',
          ),
          '/team': {
            status: 302,
            headers: { location: 'http://elsewhere.test/team' },
            body: '',
          },
        },
        'elsewhere.test': {
          '/team': page('Team', '<h3>Jane Roe</h3><p>Head of Growth</p>'),
        },
        'partner-agency.test': {
          '/team': page('Team', '<h3>Jane Roe</h3><p>Head of Growth</p>'),
        },
      },
    });
    config = {
      toolTimeoutMs: 4000,
      dnsServers: [dns.address],
      allowPrivateNetworks: true,
      pageMaxBytes: 1024 * 1024,
      websiteHttpsPort: web.port,
      websiteHttpPort: web.port,
      githubApiUrl: web.githubBaseUrl,
      githubToken: null,
      gravatarApiUrl: web.gravatarBaseUrl,
    };
  });
  afterAll(async () => {
    await web.close();
    await dns.close();
  });

  const website = (store = memoryFindingsStore()) => ({
    store,
    tool: createResearchTools(['website'], config, {
      store,
      ttlMs: 60_000,
    })[0] as ResearchTool,
  });
  const reads = (host: string, path: string) =>
    web.requests.filter((r) => r.host.startsWith(host) && r.path === path)
      .length;

  it('finds the named person’s card, cites the team page, and keeps no one in the shared reading', async () => {
    const { tool, store } = website();
    const found = await titleOf(
      tool,
      signup('jane.roe@tallow.test', 'Jane Roe'),
    );
    expect(found.companyName).toBe('Tallow');
    expect(found.title).toEqual({
      key: 'title',
      value: 'Head of Growth',
      citation: {
        url: 'http://tallow.test/team',
        tool: 'website',
        retrievedAt: FIXED_NOW.toISOString(),
      },
      link: 'own_site',
    });
    const kept = JSON.stringify([...store.rows.values()]);
    expect(kept).toContain('"team":"http://tallow.test/team"');
    expect(kept).toContain('"blog":"http://tallow.test/blog"');
    for (const someone of ['Jane', 'Roe', 'Bob', 'Head of Growth', 'CTO'])
      expect(kept).not.toContain(someone);
  });

  it('matches the name the person’s own profiles give, when the address and signup give none', async () => {
    const { tool } = website();
    const input = signup('jr@tallow.test', null);
    expect((await titleOf(tool, input)).title).toBeUndefined();
    const result = await tool.run(input, {
      ...toolContext(),
      profileNames: async () => ['Jane Roe'],
    });
    expect(result.facts.find((f) => f.key === 'title')?.value).toBe(
      'Head of Growth',
    );
  });

  it('reads the name from a first.last address when none was given', async () => {
    const { tool } = website();
    expect(
      (await titleOf(tool, signup('jane.roe@tallow.test', null))).title?.value,
    ).toBe('Head of Growth');
  });

  it('reads the team page once for a burst of signups, and at most two pages per signup', async () => {
    const { tool } = website();
    const before = {
      team: reads('tallow', '/team'),
      blog: reads('tallow', '/blog'),
    };
    for (const [email, name] of [
      ['bob.lee@tallow.test', 'Bob Lee'],
      ['ana.ruiz@tallow.test', 'Ana Ruiz'],
      ['jane.roe@tallow.test', 'Jane Roe'],
    ])
      await titleOf(tool, signup(email, name));
    // The shared reading reads /team once as the About page (company facts); the signups' step
    // reads it and the blog once, then answers the burst from its short cache.
    expect(reads('tallow', '/team') - before.team).toBe(2);
    expect(reads('tallow', '/blog') - before.blog).toBe(1);
    expect(
      web.requests.filter((r) => r.host.startsWith('partner-agency')),
    ).toEqual([]);
  });

  it('reads the team page again for a refresh, whatever it remembers', async () => {
    const { tool } = website();
    await titleOf(tool, signup('jane.roe@tallow.test', 'Jane Roe'));
    const before = reads('tallow', '/team');
    await titleOf(tool, {
      ...signup('bob.lee@tallow.test', 'Bob Lee'),
      fresh: true,
    });
    // The shared reading is read again too (as the About page), and so is the team page.
    expect(reads('tallow', '/team') - before).toBe(2);
  });

  it('takes a byline’s title from the blog when the team card has no role', async () => {
    const { tool } = website();
    const found = await titleOf(
      tool,
      signup('ana.ruiz@tallow.test', 'Ana Ruiz'),
    );
    expect(found.title?.value).toBe('Growth Marketer');
    expect(found.title?.citation.url).toBe('http://tallow.test/blog');
  });

  it.each([
    ['an advisor (not staff)', 'carl.ode@tallow.test', 'Carl Ode'],
    ['someone of the same first name', 'jane.doe@tallow.test', 'Jane Doe'],
    ['the first name alone', 'jane@tallow.test', 'Jane'],
    ['a team inbox, whatever name it gives', 'info@tallow.test', 'Jane Roe'],
  ])('gives no title to %s', async (_, email, name) => {
    const { tool } = website();
    const found = await titleOf(tool, signup(email, name));
    expect(found.title).toBeUndefined();
    expect(found.companyName).toBe('Tallow');
  });

  it('reads nothing of a team page that redirects to another site', async () => {
    const { tool } = website();
    const found = await titleOf(
      tool,
      signup('jane.roe@away.test', 'Jane Roe', 'away.test'),
    );
    expect(found.title).toBeUndefined();
    // The step itself does not follow the redirect off the domain.
    const reader = new PeoplePageReader({
      resolver: createDnsResolver({ servers: [dns.address] }),
      allowPrivateNetworks: true,
      httpPort: web.port,
      httpsPort: web.port,
      timeoutMs: 3000,
    });
    const before = reads('elsewhere', '/team');
    expect(
      await reader.read(
        'http://away.test/team',
        'away.test',
        toolContext().signal,
      ),
    ).toBeNull();
    expect(reads('elsewhere', '/team')).toBe(before);
  });
});
