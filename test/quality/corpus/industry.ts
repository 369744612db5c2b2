// Missed fact: industry, onto one small taxonomy, only when the company's own data makes it
// clear: schema.org types, a linkedin.com/school/ page (universities are schools on LinkedIn),
// and unambiguous wording. A vague mission statement is no industry.
import { html, served, type QualityCase } from '../case.js';

const RHEINFELD_LD = {
  '@context': 'https://schema.org',
  '@type': 'CollegeOrUniversity',
  name: 'Technische Universität Rheinfeld',
  alternateName: 'TU Rheinfeld',
  url: 'https://www.tu-rheinfeld.de/',
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'Rheinfeld',
    addressCountry: 'DE',
  },
  sameAs: [
    'https://www.linkedin.com/school/tu-rheinfeld/',
    'https://de.wikipedia.org/wiki/Technische_Universit%C3%A4t_Rheinfeld',
  ],
};

const RHEINFELD_HOME = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>TU Rheinfeld – Technische Universität Rheinfeld</title>
<meta name="description" content="Die Technische Universität Rheinfeld forscht und lehrt in Ingenieurwissenschaften, Informatik und Naturwissenschaften. 18.000 Studierende, 120 Studiengänge.">
<script type="application/ld+json">${JSON.stringify(RHEINFELD_LD)}</script>
</head>
<body>
<h1>Willkommen an der TU Rheinfeld</h1>
<p>Bewerbung zum Wintersemester: Informationen für Studieninteressierte.</p>
<footer><a href="https://www.linkedin.com/school/tu-rheinfeld/">LinkedIn</a></footer>
</body>
</html>`;

const STMARYS_HOME = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>St Mary's College London | Undergraduate and postgraduate study</title>
<meta name="description" content="St Mary's College London is a university college offering undergraduate and postgraduate degrees in education, health sciences and the humanities.">
<meta property="og:site_name" content="St Mary's College London">
</head>
<body>
<h1>Study at St Mary's</h1>
<p>Open days for prospective students every month. Apply through UCAS.</p>
<footer>
<a href="https://www.instagram.com/stmaryscollegeldn/">Instagram</a>
<a href="https://www.linkedin.com/school/st-marys-college-london/">LinkedIn</a>
</footer>
</body>
</html>`;

const ASTRAL_HOME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Astral Group — Building what comes next</title>
<meta name="description" content="We partner with exceptional people to build the future. Long-term thinking, bold ideas, lasting impact.">
<meta property="og:site_name" content="Astral Group">
</head>
<body>
<h1>Building what comes next</h1>
<p>We work with exceptional people on ideas that matter.</p>
</body>
</html>`;

const HELIO_HOME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Heliograph | Inventory management software for independent pharmacies</title>
<meta name="description" content="Heliograph is cloud software that manages stock, orders and expiry dates for independent pharmacies.">
<meta property="og:site_name" content="Heliograph">
<script src="https://widget.intercom.io/widget/k3x9"></script>
</head>
<body><h1>Never run out of what patients need</h1><p>Automatic reorders from your wholesaler, synced with your POS.</p></body>
</html>`;

export const INDUSTRY_CASES: QualityCase[] = [
  {
    id: 'industry/tu-rheinfeld',
    kind: 'industry',
    about:
      'a university: CollegeOrUniversity JSON-LD and a linkedin.com/school/ page',
    signup: { email: 'k.berg@tu-rheinfeld.de', name: 'Katharina Berg' },
    dns: { 'tu-rheinfeld.de': served(), 'www.tu-rheinfeld.de': served() },
    sites: { 'tu-rheinfeld.de': { '/': html(RHEINFELD_HOME) } },
    truth: {
      expect: {
        fullName: 'Katharina Berg',
        firstName: 'Katharina',
        lastName: 'Berg',
        companyDomain: 'tu-rheinfeld.de',
        companyName: ['Technische Universität Rheinfeld', 'TU Rheinfeld'],
        companyDescription:
          'Die Technische Universität Rheinfeld forscht und lehrt in Ingenieurwissenschaften, Informatik und Naturwissenschaften. 18.000 Studierende, 120 Studiengänge.',
        companyLocation: ['Rheinfeld, DE', 'Rheinfeld'],
        companyLinkedinUrl: 'https://www.linkedin.com/school/tu-rheinfeld',
        industry: 'Higher Education',
      },
    },
    model: {
      claims: [
        { key: 'industry', value: 'Software', cite: { tool: 'website' } },
      ],
    },
  },
  {
    id: 'industry/st-marys-college',
    kind: 'industry',
    about:
      'a university college: no JSON-LD, its linkedin.com/school/ link and its own words',
    signup: { email: 'a.patel@stmarys-college.ac.uk', name: 'Anjali Patel' },
    dns: { 'stmarys-college.ac.uk': served() },
    sites: { 'stmarys-college.ac.uk': { '/': html(STMARYS_HOME) } },
    truth: {
      expect: {
        fullName: 'Anjali Patel',
        firstName: 'Anjali',
        lastName: 'Patel',
        companyDomain: 'stmarys-college.ac.uk',
        companyName: "St Mary's College London",
        companyDescription:
          "St Mary's College London is a university college offering undergraduate and postgraduate degrees in education, health sciences and the humanities.",
        companyLinkedinUrl:
          'https://www.linkedin.com/school/st-marys-college-london',
        industry: 'Higher Education',
      },
    },
    model: {
      claims: [
        { key: 'industry', value: 'Healthcare', cite: { tool: 'website' } },
      ],
    },
  },
  {
    id: 'industry/astral-group',
    kind: 'industry',
    about: 'a vague mission statement: no industry can be told from it',
    signup: { email: 'noah.kline@astral-group.com' },
    dns: { 'astral-group.com': served() },
    sites: { 'astral-group.com': { '/': html(ASTRAL_HOME) } },
    truth: {
      expect: {
        fullName: 'Noah Kline',
        firstName: 'Noah',
        lastName: 'Kline',
        companyDomain: 'astral-group.com',
        companyName: 'Astral Group',
        companyDescription:
          'We partner with exceptional people to build the future. Long-term thinking, bold ideas, lasting impact.',
      },
    },
    model: {
      claims: [
        {
          key: 'industry',
          value: 'Financial Services',
          cite: { tool: 'website' },
        },
      ],
    },
  },
  {
    id: 'industry/heliograph',
    kind: 'industry',
    about:
      'software for pharmacies: Software, not Healthcare, from its own description',
    signup: { email: 'ravi.shah@heliograph.app' },
    dns: { 'heliograph.app': served() },
    sites: { 'heliograph.app': { '/': html(HELIO_HOME) } },
    truth: {
      expect: {
        fullName: 'Ravi Shah',
        firstName: 'Ravi',
        lastName: 'Shah',
        companyDomain: 'heliograph.app',
        companyName: 'Heliograph',
        companyDescription:
          'Heliograph is cloud software that manages stock, orders and expiry dates for independent pharmacies.',
        industry: 'Software',
      },
      techStack: { expect: ['Intercom'] },
    },
  },
];
