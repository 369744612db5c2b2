// Tidy sites and complete profiles, as the tools were first written for: the corpus must not
// buy precision with facts that are plainly there.
import { html, served, type QualityCase } from '../case.js';

const LANTERN_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Lantern', url: 'https://lanternhq.com/' },
    {
      '@type': 'Organization',
      name: 'Lantern',
      legalName: 'Lantern Software, Inc.',
      url: 'https://lanternhq.com/',
      description:
        'Lantern is customer feedback software that turns support tickets and calls into a prioritised roadmap.',
      numberOfEmployees: { '@type': 'QuantitativeValue', value: 48 },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Toronto',
        addressRegion: 'ON',
        addressCountry: 'CA',
      },
      sameAs: [
        'https://www.linkedin.com/company/lanternhq',
        'https://twitter.com/lanternhq',
      ],
    },
  ],
};

const LANTERN_HOME = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Lantern | Customer feedback that builds your roadmap</title>
<meta name="description" content="Lantern turns support tickets, sales calls and reviews into a prioritised product roadmap.">
<meta property="og:site_name" content="Lantern">
<script type="application/ld+json">${JSON.stringify(LANTERN_LD)}</script>
<script src="https://cdn.segment.com/analytics.js/v1/Lx1/analytics.min.js"></script>
<script src="https://js.stripe.com/v3/"></script>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/"}</script>
</head>
<body><div id="__next"><h1>Hear every customer</h1><p>Lantern clusters feedback from Zendesk, Gong and G2 so your team builds what customers ask for.</p></div></body>
</html>`;

const RAVEN_HOME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Ravenstack — Managed Postgres for regulated industries</title>
<meta name="description" content="Ravenstack runs managed PostgreSQL with audit logging, EU data residency and 24/7 support for banks and insurers.">
<meta property="og:site_name" content="Ravenstack">
<meta property="og:description" content="Managed PostgreSQL for regulated industries.">
</head>
<body>
<h1>Postgres your auditors will like</h1>
<p>SOC 2 Type II, ISO 27001 and DORA-ready from day one.</p>
<footer>© 2024 Ravenstack GmbH · <a href="https://www.linkedin.com/company/ravenstack">LinkedIn</a> · <a href="https://github.com/ravenstack">GitHub</a></footer>
</body>
</html>`;

export const TIDY_CASES: QualityCase[] = [
  {
    id: 'tidy/lantern',
    kind: 'tidy',
    about:
      'complete JSON-LD, a filled-in Gravatar and a GitHub profile that agree',
    signup: {
      email: 'emma.clarke@lanternhq.com',
      name: 'Emma Clarke',
      metadata: { plan: 'team', seats: 8 },
    },
    dns: {
      'lanternhq.com': served({
        MX: [{ exchange: 'aspmx.l.google.com', priority: 1 }],
        TXT: [
          'v=spf1 include:_spf.google.com include:sendgrid.net ~all',
          'atlassian-domain-verification=lx9',
        ],
      }),
    },
    sites: {
      'lanternhq.com': {
        '/': html(LANTERN_HOME, { 'x-vercel-id': 'iad1::abc' }),
      },
    },
    gravatar: {
      display_name: 'Emma Clarke',
      profile_url: 'https://gravatar.com/emmaclarke',
      avatar_url: 'https://0.gravatar.com/avatar/e3c1a2b7',
      location: 'Toronto, Canada',
      description:
        'Product at Lantern. Previously support ops. Open-source contributor.',
      job_title: 'VP Product',
      company: 'Lantern',
      verified_accounts: [
        {
          service_type: 'linkedin',
          url: 'https://www.linkedin.com/in/emma-clarke-product',
          is_hidden: false,
        },
        {
          service_type: 'github',
          url: 'https://github.com/eclarke',
          is_hidden: false,
        },
      ],
    },
    github: {
      login: 'eclarke',
      id: 5511,
      html_url: 'https://github.com/eclarke',
      avatar_url: 'https://avatars.githubusercontent.com/u/5511?v=4',
      type: 'User',
      name: 'Emma Clarke',
      company: '@lanternhq',
      location: 'Toronto',
      email: 'emma.clarke@lanternhq.com',
      bio: 'Product @ Lantern',
      twitter_username: 'emmaclarke_pm',
    },
    truth: {
      expect: {
        fullName: 'Emma Clarke',
        firstName: 'Emma',
        lastName: 'Clarke',
        title: 'VP Product',
        seniority: 'vp',
        department: 'product',
        linkedinUrl: 'https://www.linkedin.com/in/emma-clarke-product',
        twitterHandle: 'emmaclarke_pm',
        githubUsername: 'eclarke',
        // Her Gravatar and her GitHub profile are both hers: either's bio, town and avatar is the
        // fact (the keyless merge prefers Gravatar; a model may cite GitHub).
        bio: [
          'Product at Lantern. Previously support ops. Open-source contributor.',
          'Product @ Lantern',
        ],
        location: ['Toronto, Canada', 'Toronto'],
        photoUrl: [
          'https://0.gravatar.com/avatar/e3c1a2b7',
          'https://avatars.githubusercontent.com/u/5511?v=4',
        ],
        companyName: 'Lantern',
        companyDomain: 'lanternhq.com',
        companyDescription: [
          'Lantern is customer feedback software that turns support tickets and calls into a prioritised roadmap.',
          'Lantern turns support tickets, sales calls and reviews into a prioritised product roadmap.',
        ],
        employeeCount: 48,
        employeeRange: '11-50',
        companyLinkedinUrl: 'https://www.linkedin.com/company/lanternhq',
        companyLocation: ['Toronto, ON, CA', 'Toronto'],
        industry: 'Software',
      },
      company: { xUrl: 'https://x.com/lanternhq' },
      techStack: {
        expect: [
          'Google Workspace',
          'SendGrid',
          'Atlassian',
          'Segment',
          'Stripe',
          'Next.js',
          'Vercel',
        ],
      },
    },
  },
  {
    id: 'tidy/ravenstack',
    kind: 'tidy',
    about:
      'no JSON-LD: OpenGraph, meta description and one LinkedIn link that is its own',
    signup: { email: 'felix.hartmann@ravenstack.io' },
    dns: {
      'ravenstack.io': served({
        MX: [{ exchange: 'mail.protonmail.ch', priority: 10 }],
        TXT: ['v=spf1 include:_spf.protonmail.ch ~all'],
      }),
    },
    sites: { 'ravenstack.io': { '/': html(RAVEN_HOME) } },
    truth: {
      expect: {
        fullName: 'Felix Hartmann',
        firstName: 'Felix',
        lastName: 'Hartmann',
        companyDomain: 'ravenstack.io',
        companyName: ['Ravenstack', 'Ravenstack GmbH'],
        companyDescription: [
          'Ravenstack runs managed PostgreSQL with audit logging, EU data residency and 24/7 support for banks and insurers.',
          'Managed PostgreSQL for regulated industries.',
        ],
        companyLinkedinUrl: 'https://www.linkedin.com/company/ravenstack',
        industry: 'Software',
      },
      techStack: { expect: ['Proton Mail'] },
    },
  },
];
