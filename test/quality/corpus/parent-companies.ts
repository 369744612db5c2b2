// Principle: every fact has a subject (issue 17). A subsidiary's site describes its parent group
// too: nested as parentOrganization in JSON-LD, as a sibling in a @graph, inside Microdata or
// RDFa, in prose ("part of Halvard Group, 12,000 people …", "Teil der Nordhafen Gruppe", "fait
// partie du groupe Valmont") and in the footer's copyright line. The group's headcount, seat
// and LinkedIn are not the subsidiary's; its name is kept as company.parent.
import { html, served, type QualityCase } from '../case.js';

const HALVARD_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': 'https://halvard-gbg.se/#org',
  name: 'Halvard Gothenburg',
  url: 'https://halvard-gbg.se/',
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'Gothenburg',
    addressCountry: 'SE',
  },
  parentOrganization: {
    '@type': 'Corporation',
    name: 'Halvard Group',
    url: 'https://halvardgroup.no/',
    numberOfEmployees: { '@type': 'QuantitativeValue', value: 12000 },
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Oslo',
      addressCountry: 'NO',
    },
    sameAs: ['https://www.linkedin.com/company/halvard-group'],
  },
};

const HALVARD_HOME = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Halvard Gothenburg | Warehouse automation software</title>
<meta name="description" content="Halvard Gothenburg builds warehouse automation software for Nordic retailers.">
<meta property="og:site_name" content="Halvard Gothenburg">
<script type="application/ld+json">${JSON.stringify(HALVARD_LD)}</script>
</head><body>
<header><a href="/">Halvard Gothenburg</a> <a href="/solutions">Solutions</a> <a href="/careers">Careers</a></header>
<section><h1>Pick faster. Ship sooner.</h1>
<p>Halvard Gothenburg is part of Halvard Group, 12,000 people in 14 countries, headquartered in Oslo.</p>
<p>We're a team of 60 in Gothenburg, building the software that runs our group's robots.</p></section>
<footer><p>© 2024 Halvard Group AB · <a href="https://www.linkedin.com/company/halvard-group">LinkedIn</a></p></footer>
</body></html>`;

// A Yoast-style @graph with two sibling organizations and no link between either and the
// domain: neither is taken. The prose is German.
const KIEL_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'WebSite',
      '@id': 'https://kielwerft-digital.de/#website',
      name: 'Kielwerft Digital',
    },
    {
      '@type': 'Organization',
      name: 'Nordhafen Gruppe',
      numberOfEmployees: '4.000',
      address: { addressLocality: 'Hamburg', addressCountry: 'DE' },
    },
    {
      '@type': 'Organization',
      name: 'Nordhafen Logistik Services',
      numberOfEmployees: '900',
      address: { addressLocality: 'Bremen', addressCountry: 'DE' },
    },
  ],
};

const KIEL_HOME = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<title>Kielwerft Digital – Software für Werften</title>
<meta name="description" content="Kielwerft Digital entwickelt Planungssoftware für Werften und Zulieferer.">
<script type="application/ld+json">${JSON.stringify(KIEL_LD)}</script></head>
<body><main><h1>Planung, die mitdenkt</h1>
<p>Wir sind Teil der Nordhafen Gruppe mit rund 4.000 Mitarbeitern, Hauptsitz in Hamburg.</p>
<p>Unser Team aus 35 Entwicklern sitzt direkt am Kieler Hafen.</p></main>
<footer>© Nordhafen Gruppe · Impressum · Datenschutz</footer></body></html>`;

// Microdata: the parent nested as an itemprop="parentOrganization" item inside the company's.
const KALLIO_HOME = `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8">
<title>Kallio Foods Tampere</title>
<meta property="og:site_name" content="Kallio Foods Tampere">
<meta name="description" content="Kallio Foods Tampere bakes rye bread and pastries for cafés across Pirkanmaa.">
</head><body>
<div itemscope itemtype="https://schema.org/Organization">
  <h1 itemprop="name">Kallio Foods Tampere</h1>
  <a itemprop="url" href="https://kallio-tampere.fi/">kallio-tampere.fi</a>
  <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
    <span itemprop="addressLocality">Tampere</span>, <span itemprop="addressCountry">Finland</span>
  </div>
  <p>A bakery of the
  <span itemprop="parentOrganization" itemscope itemtype="https://schema.org/Corporation">
    <span itemprop="name">Kallio Group</span>
    (<meta itemprop="numberOfEmployees" content="8000">8,000 staff,
    <span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">Helsinki</span></span>)
    <link itemprop="sameAs" href="https://www.linkedin.com/company/kallio-group">
  </span>.</p>
</div>
<p>Our bakers start at 4 a.m. so your café opens with fresh bread.</p>
<footer>© 2024 Kallio Group Oyj</footer>
</body></html>`;

// RDFa Lite, and French prose naming the group.
const VALMONT_HOME = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">
<title>Atelier Rhône Emballages — Emballages carton sur mesure</title>
<meta name="description" content="Atelier Rhône Emballages fabrique des emballages en carton sur mesure pour les vignerons.">
<meta property="og:site_name" content="Atelier Rhône Emballages"></head>
<body vocab="https://schema.org/">
<div typeof="Organization" resource="https://rhone-emballages.fr/#org">
  <span property="name">Atelier Rhône Emballages</span>
  <div property="address" typeof="PostalAddress"><span property="addressLocality">Vienne</span>, <span property="addressCountry">France</span></div>
  <div property="parentOrganization" typeof="Organization">
    <span property="name">Groupe Valmont</span>
    <meta property="numberOfEmployees" content="3000">
    <div property="address" typeof="PostalAddress"><span property="addressLocality">Lyon</span></div>
  </div>
</div>
<p>Nous faisons partie du groupe Valmont, qui compte 3 000 collaborateurs et dont le siège est à Lyon.</p>
<p>Notre atelier de Vienne réunit une équipe de 22 personnes.</p>
</body></html>`;

export const PARENT_COMPANY_CASES: readonly QualityCase[] = [
  {
    id: 'parent/halvard-gothenburg',
    kind: 'parent company',
    about:
      'JSON-LD nests the parent (12,000 people, Oslo); prose says "part of Halvard Group … headquartered in Oslo" and "a team of 60"; footer copyright and LinkedIn are the parent\'s',
    signup: { email: 'ingrid.berg@halvard-gbg.se', name: 'Ingrid Berg' },
    dns: { 'halvard-gbg.se': served() },
    sites: { 'halvard-gbg.se': { '/': html(HALVARD_HOME) } },
    truth: {
      expect: {
        fullName: 'Ingrid Berg',
        firstName: 'Ingrid',
        lastName: 'Berg',
        companyDomain: 'halvard-gbg.se',
        companyName: 'Halvard Gothenburg',
        companyDescription:
          'Halvard Gothenburg builds warehouse automation software for Nordic retailers.',
        companyLocation: 'Gothenburg, SE',
        employeeCount: 60,
        employeeRange: '51-200',
      },
      allow: { industry: ['Software', 'Logistics & Transportation'] },
      company: { parent: 'Halvard Group' },
    },
    model: {
      claims: [
        { key: 'employeeCount', value: 12000, cite: { tool: 'website' } },
        {
          key: 'companyLocation',
          value: 'Oslo',
          cite: { page: 'http://halvard-gbg.se/' },
        },
        {
          key: 'companyLinkedinUrl',
          value: 'https://www.linkedin.com/company/halvard-group',
          cite: { page: 'http://halvard-gbg.se/' },
        },
      ],
      reads: ['http://halvard-gbg.se/'],
    },
  },
  {
    id: 'parent/kielwerft-graph-siblings',
    kind: 'parent company',
    about:
      '@graph with two sibling organizations, neither linked to the domain; German "Teil der Nordhafen Gruppe mit rund 4.000 Mitarbeitern, Hauptsitz in Hamburg"; footer © the group',
    signup: { email: 'jonas.petersen@kielwerft-digital.de' },
    dns: { 'kielwerft-digital.de': served() },
    sites: { 'kielwerft-digital.de': { '/': html(KIEL_HOME) } },
    truth: {
      expect: {
        fullName: 'Jonas Petersen',
        firstName: 'Jonas',
        lastName: 'Petersen',
        companyDomain: 'kielwerft-digital.de',
        companyName: 'Kielwerft Digital',
        companyDescription:
          'Kielwerft Digital entwickelt Planungssoftware für Werften und Zulieferer.',
        employeeCount: 35,
        employeeRange: '11-50',
      },
      allow: { industry: ['Software', 'Manufacturing'] },
      company: { parent: ['Nordhafen Gruppe', 'Nordhafen'] },
    },
  },
  {
    id: 'parent/kallio-microdata',
    kind: 'parent company',
    about:
      'Microdata: the parent (8,000 staff, Helsinki, its LinkedIn) nested as itemprop="parentOrganization" inside the bakery\'s own item; footer © the group',
    signup: { email: 'aino@kallio-tampere.fi', name: 'Aino Virtanen' },
    dns: { 'kallio-tampere.fi': served() },
    sites: { 'kallio-tampere.fi': { '/': html(KALLIO_HOME) } },
    truth: {
      expect: {
        fullName: 'Aino Virtanen',
        firstName: 'Aino',
        lastName: 'Virtanen',
        companyDomain: 'kallio-tampere.fi',
        companyName: 'Kallio Foods Tampere',
        companyDescription:
          'Kallio Foods Tampere bakes rye bread and pastries for cafés across Pirkanmaa.',
        companyLocation: 'Tampere, Finland',
      },
      allow: { industry: ['Food & Beverage', 'Retail'] },
      company: { parent: 'Kallio Group' },
    },
  },
  {
    id: 'parent/rhone-rdfa',
    kind: 'parent company',
    about:
      'RDFa Lite: the group nested as property="parentOrganization"; French "Nous faisons partie du groupe Valmont, qui compte 3 000 collaborateurs … siège est à Lyon"',
    signup: { email: 'c.morel@rhone-emballages.fr', name: 'Claire Morel' },
    dns: { 'rhone-emballages.fr': served() },
    sites: { 'rhone-emballages.fr': { '/': html(VALMONT_HOME) } },
    truth: {
      expect: {
        fullName: 'Claire Morel',
        firstName: 'Claire',
        lastName: 'Morel',
        companyDomain: 'rhone-emballages.fr',
        companyName: 'Atelier Rhône Emballages',
        companyDescription:
          'Atelier Rhône Emballages fabrique des emballages en carton sur mesure pour les vignerons.',
        companyLocation: 'Vienne, France',
      },
      allow: {
        industry: ['Manufacturing'],
        employeeCount: 22,
        employeeRange: '11-50',
      },
      company: { parent: ['Groupe Valmont', 'Valmont'] },
    },
  },
];
