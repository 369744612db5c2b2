import {
  startDnsServer,
  type RunningDnsServer,
} from '../../../test/support/fixtures/dns-server.js';
import {
  ACME_COMPANY,
  ACME_DNS_ZONE,
} from '../../../test/support/fixtures/fixture-data.js';
import {
  FIXED_NOW,
  researchInput,
  toolContext,
} from '../../../test/support/fixtures/research-input.js';
import { createDnsTool } from './dns.tool.js';
import { UnreachableError, unreachableCauseOf } from '../report/unreachable.js';

// One zone per sample record, so each case shows exactly which record names which technology.
const SAMPLES: Array<[string, 'MX' | 'TXT', string, string]> = [
  ['m365.test', 'MX', 'm365-test.mail.protection.outlook.com', 'Microsoft 365'],
  ['gws.test', 'MX', 'smtp.google.com', 'Google Workspace'],
  ['zoho.test', 'MX', 'mx.zoho.eu', 'Zoho Mail'],
  ['proton.test', 'MX', 'mail.protonmail.ch', 'Proton Mail'],
  ['fastmail.test', 'MX', 'in1-smtp.messagingengine.com', 'Fastmail'],
  ['mimecast.test', 'MX', 'eu-smtp-inbound-1.mimecast.com', 'Mimecast'],
  ['proofpoint.test', 'MX', 'mx0a-001.pphosted.com', 'Proofpoint'],
  ['ses.test', 'MX', 'inbound-smtp.us-east-1.amazonaws.com', 'Amazon SES'],
  ['msverify.test', 'TXT', 'MS=ms12345678', 'Microsoft 365'],
  ['sfdc.test', 'TXT', 'v=spf1 include:_spf.salesforce.com -all', 'Salesforce'],
  [
    'hubspot.test',
    'TXT',
    'v=spf1 include:1234.spf01.hubspotemail.net ~all',
    'HubSpot',
  ],
  ['hsverify.test', 'TXT', 'hubspot-developer-verification=abc', 'HubSpot'],
  ['zendesk.test', 'TXT', 'v=spf1 include:mail.zendesk.com ~all', 'Zendesk'],
  ['mailgun.test', 'TXT', 'v=spf1 include:mailgun.org ~all', 'Mailgun'],
  [
    'mailchimp.test',
    'TXT',
    'v=spf1 include:servers.mcsv.net ~all',
    'Mailchimp',
  ],
  ['amazonses.test', 'TXT', 'v=spf1 include:amazonses.com ~all', 'Amazon SES'],
  ['meta.test', 'TXT', 'facebook-domain-verification=x1y2', 'Meta'],
  ['docusign.test', 'TXT', 'docusign=1b2c-3d4e', 'DocuSign'],
  ['apple.test', 'TXT', 'apple-domain-verification=AbC', 'Apple'],
  [
    'gsc.test',
    'TXT',
    'google-site-verification=only-search-console',
    'Google Search Console',
  ],
  ['nospf.test', 'TXT', 'sendgrid.net is mentioned but not included', ''],
];

describe('dns tool', () => {
  let dns: RunningDnsServer;
  let tool: ReturnType<typeof createDnsTool>;

  beforeAll(async () => {
    const zone = { ...ACME_DNS_ZONE };
    for (const [name, type, value] of SAMPLES) {
      zone[name] =
        type === 'MX'
          ? { MX: [{ exchange: value, priority: 10 }] }
          : { TXT: [value] };
    }
    zone['long.test'] = {
      TXT: [`v=spf1 include:sendgrid.net ${'ip4:127.0.0.1 '.repeat(40)}~all`],
    };
    zone['slow.test'] = {
      MX: [{ exchange: 'aspmx.l.google.com', priority: 1 }],
    };
    dns = await startDnsServer(zone, { delays: { 'slow.test': 3000 } });
    tool = createDnsTool({ servers: [dns.address], timeoutMs: 2000 });
  });
  afterAll(() => dns.close());

  it('reads the Acme mail provider and SaaS footprint, one cited fact per technology', async () => {
    const result = await tool.run(researchInput(), toolContext());
    expect(result.tool).toBe('dns');
    expect(result.facts.map((fact) => fact.value)).toEqual(
      ACME_COMPANY.dnsTech.map((tech) => [tech]),
    );
    expect(result.facts.every((fact) => fact.key === 'techStack')).toBe(true);
    expect(result.facts[0].citation).toEqual({
      url: null,
      tool: 'dns',
      title: 'MX record of acme.test: aspmx.l.google.com',
      retrievedAt: FIXED_NOW.toISOString(),
    });
    expect(result.facts[1].citation.title).toBe(
      'TXT record of acme.test: v=spf1 include:_spf.google.com include:sendgrid.net ~all',
    );
  });

  it.each(SAMPLES)(
    '%s (%s %s) -> %s',
    async (domain, _type, _value, technology) => {
      const result = await tool.run(researchInput({ domain }), toolContext());
      expect(result.facts.map((fact) => fact.value)).toEqual(
        technology ? [[technology]] : [],
      );
    },
  );

  it('truncates long records in the citation title', async () => {
    const [fact] = (
      await tool.run(researchInput({ domain: 'long.test' }), toolContext())
    ).facts;
    expect(fact.value).toEqual(['SendGrid']);
    expect(fact.citation.title!.length).toBeLessThanOrEqual(200);
  });

  it('reports a domain that does not exist as unreachable (NXDOMAIN), not as empty', async () => {
    const error = await tool
      .run(researchInput({ domain: 'nowhere.test' }), toolContext())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect(unreachableCauseOf(error)).toBe('nxdomain');
  });

  it('reports a resolver that does not answer as a DNS failure', async () => {
    const dead = createDnsTool({ servers: ['127.0.0.1:9'], timeoutMs: 300 });
    const error = await dead
      .run(researchInput({ domain: 'acme.test' }), toolContext())
      .catch((e: unknown) => e);
    expect(unreachableCauseOf(error)).toBe('dns_failure');
  });

  it('skips personal and unknown domains without querying', async () => {
    const before = dns.queries.length;
    expect(
      (
        await tool.run(
          researchInput({ domain: 'gmail.com', personalDomain: true }),
          toolContext(),
        )
      ).facts,
    ).toEqual([]);
    expect(
      (await tool.run(researchInput({ domain: null }), toolContext())).facts,
    ).toEqual([]);
    expect(dns.queries.length).toBe(before);
  });

  it('stops when ctx.signal aborts', async () => {
    const started = Date.now();
    await expect(
      tool.run(
        researchInput({ domain: 'slow.test' }),
        toolContext({ timeoutMs: 200 }),
      ),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
