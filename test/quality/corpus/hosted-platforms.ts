// Principle: a platform's identity on a customer's domain is the platform's (issue 17). Site
// builders, link-in-bio pages and hosted shops put their own Organization markup, their name in
// the title or og:site_name, and a "Made with …" / "Powered by …" badge on every customer site.
// Without the customer's own brand the page says nothing about the customer's company; with it,
// the customer's brand counts and the platform's size, seat and LinkedIn still do not.
import { html, served, type QualityCase } from '../case.js';

const platformLd = (
  name: string,
  domain: string,
  employees: number,
  city: string,
  format: 'url' | 'id' = 'url',
) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  ...(format === 'url'
    ? { url: `https://${domain}/` }
    : { '@id': `https://${domain}/#organization` }),
  name,
  numberOfEmployees: employees,
  address: { '@type': 'PostalAddress', addressLocality: city },
  sameAs: [
    `https://www.linkedin.com/company/${name.toLowerCase()}`,
    `https://twitter.com/${name.toLowerCase()}`,
  ],
});
const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

// Link-in-bio page on a custom domain, no brand of the customer's own (issue 17's case 3).
const STACKLINK_BARE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>@tomasz.makes | Stacklink</title>
<meta property="og:site_name" content="Stacklink">
<meta property="og:title" content="@tomasz.makes">
<meta name="description" content="Stacklink. One link for everything you create, curate and sell.">
${ld(platformLd('Stacklink', 'stacklink.example.org', 140, 'San Francisco'))}
<link rel="stylesheet" href="https://assets.stacklink.example.org/profile.css"></head>
<body><main><img src="https://cdn.stacklink.example.org/u/tomasz.jpg" alt="tomasz.makes">
<h1>@tomasz.makes</h1>
<ul><li><a href="https://shop.example.net/tomasz">Shop</a></li><li><a href="https://youtube.com/@tomaszmakes">YouTube</a></li></ul></main>
<footer><a href="https://stacklink.example.org/?utm_source=badge">Made with Stacklink</a> · <a href="https://www.linkedin.com/company/stacklink">Stacklink on LinkedIn</a></footer>
</body></html>`;

// The same platform, with the customer's own brand in the title and prose.
const STACKLINK_BRANDED = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Marlow Ceramics | Stacklink</title>
<meta property="og:site_name" content="Stacklink">
<meta name="description" content="Stacklink. One link for everything you create, curate and sell.">
${ld(platformLd('Stacklink', 'stacklink.example.org', 140, 'San Francisco'))}</head>
<body><main><h1>Marlow Ceramics</h1>
<p>Marlow Ceramics is a two-person pottery studio in Hastings making tableware for restaurants.</p>
<ul><li><a href="/shop">Shop</a></li><li><a href="/commissions">Commissions</a></li></ul></main>
<footer><a href="https://stacklink.example.org/?utm_source=badge">Made with Stacklink</a></footer>
</body></html>`;

// A site builder: badge text without a link, the builder as generator, its Organization by @id.
const PAGEWRIGHT_HOME = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">
<meta name="generator" content="Pagewright 4.2">
<title>Kestrel Bikes – Fahrradwerkstatt in Freiburg</title>
<meta property="og:site_name" content="Kestrel Bikes">
<meta name="description" content="Kestrel Bikes repariert und baut Fahrräder in Freiburg – Service, Ersatzteile und Bikefitting.">
${ld(platformLd('Pagewright', 'pagewright.example.com', 600, 'Amsterdam', 'id'))}</head>
<body><h1>Wir bringen dein Rad zurück auf die Straße</h1>
<p>Öffnungszeiten: Di–Sa 10–18 Uhr.</p>
<footer><p>Erstellt mit Pagewright</p><p>© 2024 Kestrel Bikes</p></footer></body></html>`;

// A hosted shop: the platform's Microdata in the footer and "Powered by" it.
const SHOPNEST_HOME = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Wildfern Tea Co. – Loose leaf tea from small estates</title>
<meta name="description" content="Wildfern Tea Co. imports loose leaf tea from small estates in Darjeeling and Yunnan.">
<script src="https://cdn.shopnest.example.com/storefront.js"></script></head>
<body><h1>Tea worth slowing down for</h1>
<p>Free UK delivery on orders over £30.</p>
<footer>
<div itemscope itemtype="https://schema.org/Organization">
  <a itemprop="url" href="https://shopnest.example.com/">Powered by <span itemprop="name">Shopnest</span></a>
  <meta itemprop="numberOfEmployees" content="2200">
  <span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><meta itemprop="addressLocality" content="Toronto"></span>
</div>
</footer></body></html>`;

// A one-page builder with only the platform's name as the page's brand, and a person's name.
const CARDLY_HOME = `<!DOCTYPE html><html><head><meta charset="utf-8">
<title>Ruth Abara · Cardly</title>
<meta property="og:site_name" content="Cardly">
<meta name="description" content="Made with Cardly, the simplest way to build a one-page site.">
${ld(platformLd('Cardly', 'cardly.example.net', 25, 'Lisbon'))}</head>
<body><h1>Ruth Abara</h1><p>Illustrator. Commissions open for spring.</p>
<p class="badge">Made with Cardly</p></body></html>`;

const platformClaims = [
  { key: 'companyName', value: 'Stacklink', cite: { tool: 'website' } },
  { key: 'employeeCount', value: 140, cite: { tool: 'website' } },
] as const;

export const HOSTED_PLATFORM_CASES: readonly QualityCase[] = [
  {
    id: 'hosted/stacklink-bare',
    kind: 'hosted platform',
    about:
      "a link-in-bio page on the customer's domain: the platform's markup (url on its own domain, 140 staff, San Francisco, LinkedIn), its name as og:site_name and title, a Made with badge; nothing of the customer's own",
    signup: { email: 'tomasz@tomasz-makes.test' },
    dns: { 'tomasz-makes.test': served() },
    sites: { 'tomasz-makes.test': { '/': html(STACKLINK_BARE) } },
    truth: {
      missing: { companyName: 'other_organisation' },
      expect: { companyDomain: 'tomasz-makes.test' },
      allow: { firstName: 'Tomasz', fullName: 'Tomasz' },
    },
    model: { claims: [...platformClaims] },
  },
  {
    id: 'hosted/stacklink-branded',
    kind: 'hosted platform',
    about:
      "the same platform with the customer's own brand in the title and prose: the brand counts, the platform's size and seat do not",
    signup: { email: 'hello@marlowceramics.test', name: 'Elsie Marlow' },
    dns: { 'marlowceramics.test': served() },
    sites: { 'marlowceramics.test': { '/': html(STACKLINK_BRANDED) } },
    truth: {
      expect: {
        companyDomain: 'marlowceramics.test',
        companyName: 'Marlow Ceramics',
      },
      allow: {
        industry: ['Manufacturing', 'Retail'],
        fullName: 'Elsie Marlow',
        firstName: 'Elsie',
        lastName: 'Marlow',
      },
    },
    model: { claims: [...platformClaims] },
  },
  {
    id: 'hosted/pagewright-builder',
    kind: 'hosted platform',
    about:
      'a site builder: generator meta, "Erstellt mit Pagewright" without a link, the builder\'s Organization by @id (600 staff, Amsterdam); the customer\'s brand in og:site_name',
    signup: { email: 'mo@kestrel-bikes.test', name: 'Mo Haddad' },
    dns: { 'kestrel-bikes.test': served() },
    sites: { 'kestrel-bikes.test': { '/': html(PAGEWRIGHT_HOME) } },
    truth: {
      expect: {
        fullName: 'Mo Haddad',
        firstName: 'Mo',
        lastName: 'Haddad',
        companyDomain: 'kestrel-bikes.test',
        companyName: 'Kestrel Bikes',
        companyDescription:
          'Kestrel Bikes repariert und baut Fahrräder in Freiburg – Service, Ersatzteile und Bikefitting.',
      },
      allow: { industry: ['Retail'] },
    },
  },
  {
    id: 'hosted/shopnest-microdata',
    kind: 'hosted platform',
    about:
      'a hosted shop: the platform\'s Microdata Organization (2,200 staff, Toronto) inside a "Powered by Shopnest" footer link',
    signup: { email: 'r.khan@wildfern.test', name: 'Rahul Khan' },
    dns: { 'wildfern.test': served() },
    sites: { 'wildfern.test': { '/': html(SHOPNEST_HOME) } },
    truth: {
      expect: {
        fullName: 'Rahul Khan',
        firstName: 'Rahul',
        lastName: 'Khan',
        companyDomain: 'wildfern.test',
        companyName: 'Wildfern Tea Co.',
        companyDescription:
          'Wildfern Tea Co. imports loose leaf tea from small estates in Darjeeling and Yunnan.',
      },
      allow: {
        industry: ['Food & Beverage', 'Retail'],
        companyName: ['Wildfern Tea Co', 'Wildfern Tea'],
      },
    },
  },
  {
    id: 'hosted/cardly-one-pager',
    kind: 'hosted platform',
    about:
      "a one-page builder whose name is the page's only brand ('Ruth Abara · Cardly'), its description the builder's own",
    signup: { email: 'ruth@ruthabara.test', name: 'Ruth Abara' },
    dns: { 'ruthabara.test': served() },
    sites: { 'ruthabara.test': { '/': html(CARDLY_HOME) } },
    truth: {
      expect: {
        fullName: 'Ruth Abara',
        firstName: 'Ruth',
        lastName: 'Abara',
        companyDomain: 'ruthabara.test',
      },
      allow: { companyName: 'Ruth Abara' },
    },
  },
];
