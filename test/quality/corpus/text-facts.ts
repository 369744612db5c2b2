// Missed facts: company facts stated only in prose, on the home page or the one About/Company
// page it links to: headcount ("a team of 85"), headquarters ("headquartered in Porto") and
// funding ("raised a $12M Series A"). Each page also carries look-alikes that are not facts about
// this company: customers' team sizes, money raised by clients, "Series A-ready".
import { html, served, type QualityCase } from '../case.js';

const PORTOLAB_HOME = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>PortoLab — Product studio for health and climate startups</title>
<meta name="description" content="PortoLab designs and builds digital products for health and climate startups, from first prototype to scale.">
<meta property="og:site_name" content="PortoLab">
<script defer data-domain="portolab.pt" src="https://plausible.io/js/script.js"></script>
</head>
<body>
<header><a href="/">PortoLab</a> <a href="/work">Work</a> <a href="/services">Services</a> <a href="/careers">Careers</a></header>
<section class="hero"><h1>We build products people keep using</h1>
<p>PortoLab is a product studio headquartered in Porto. We're a team of 85 engineers, designers and researchers.</p></section>
<section class="proof"><p>Our clients have raised over $300M since working with us, and we work with teams of 5 to 500 people.</p></section>
<footer>© 2024 PortoLab, Lda. Rua de Santa Catarina 112, Porto</footer>
</body>
</html>`;

const TIDEWATER_HOME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tidewater Freight | Short-sea shipping across Northern Europe</title>
<meta name="description" content="Tidewater Freight runs scheduled short-sea container services between Rotterdam, the UK and the Baltic.">
<meta property="og:site_name" content="Tidewater Freight">
</head>
<body>
<nav><a href="/">Home</a> <a href="/services">Services</a> <a href="/schedules">Schedules</a> <a href="/about-us">About us</a> <a href="/contact">Contact</a></nav>
<h1>Reliable sailings, every week</h1>
<p>Weekly departures to Felixstowe, Gdańsk and Riga. Book online or call our desk.</p>
<footer>© Tidewater Freight B.V.</footer>
</body>
</html>`;

const TIDEWATER_ABOUT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>About us | Tidewater Freight</title></head>
<body>
<nav><a href="/">Home</a> <a href="/about-us">About us</a></nav>
<h1>About Tidewater</h1>
<p>Tidewater Freight was founded in 2009 by two former ship brokers. Today 140 people work for Tidewater across four offices.</p>
<p>Our headquarters are in Rotterdam, the Netherlands, next to the Waalhaven terminal.</p>
<p>We move 60,000 containers a year for more than 1,200 shippers.</p>
</body>
</html>`;

const COBALT_HOME = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>CobaltPay — Instant payouts for marketplaces</title>
<meta name="description" content="CobaltPay lets marketplaces pay sellers instantly in 30 currencies, with built-in KYC and tax forms.">
<meta property="og:site_name" content="CobaltPay">
<script src="https://js.stripe.com/v3/"></script>
</head>
<body>
<h1>Pay your sellers the second they sell</h1>
<p>Trusted by marketplaces with teams of 10 to 10,000.</p>
<div class="news"><p><strong>News:</strong> CobaltPay raised a $12M Series A led by Northzone to bring instant payouts to every marketplace.</p></div>
<p>Built for Series A-ready marketplaces that outgrew batch payouts.</p>
<footer>© 2024 CobaltPay Inc. · <a href="/company">Company</a></footer>
</body>
</html>`;

const VERDANT_HOME = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Verdant Agritech | Soil sensing for regenerative farms</title>
<meta name="description" content="Verdant Agritech builds low-cost soil carbon sensors and software for regenerative farms.">
<meta property="og:site_name" content="Verdant Agritech">
</head>
<body>
<nav><a href="/">Home</a> <a href="/product">Product</a> <a href="/company">Company</a></nav>
<h1>Measure what your soil stores</h1>
<p>Probes that report soil carbon every hour, at a tenth of lab cost.</p>
</body>
</html>`;

const VERDANT_COMPANY = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Company | Verdant Agritech</title></head>
<body>
<h1>Our company</h1>
<p>Verdant was founded in Bologna in 2021. We are a team of 23 agronomists, engineers and growers.</p>
<p>In March 2024 we closed a €4.5 million seed round led by Astanor, with participation from existing angels.</p>
</body>
</html>`;

const GRIDLYTE_HOME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Gridlyte | Grid-scale battery storage, financed</title>
<meta name="description" content="Gridlyte develops and finances grid-scale battery storage for utilities and independent power producers.">
<meta property="og:site_name" content="Gridlyte">
</head>
<body>
<h1>Storage that pays for itself</h1>
<p>Gridlyte has raised $40 million to date from Energy Impact Partners and Lowercarbon Capital.</p>
<p>Our 1.2 GWh pipeline spans Texas, Arizona and Alberta.</p>
</body>
</html>`;

const BRICKFIELD_HOME = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Brickfield – Retrofit planning software for housing associations</title>
<meta name="description" content="Brickfield helps housing associations plan and track net-zero retrofits across thousands of homes.">
<meta property="og:site_name" content="Brickfield">
</head>
<body>
<h1>Every home, on a path to net zero</h1>
<p>Headquartered in Manchester, Brickfield works with 60 housing associations across England and Wales.</p>
<footer>Brickfield Technologies Ltd</footer>
</body>
</html>`;

export const TEXT_FACT_CASES: QualityCase[] = [
  {
    id: 'text-facts/portolab',
    kind: 'text facts',
    about:
      "home page prose: 'headquartered in Porto', 'a team of 85'; clients' $300M is not theirs",
    signup: { email: 'mia.santos@portolab.pt' },
    dns: { 'portolab.pt': served() },
    sites: { 'portolab.pt': { '/': html(PORTOLAB_HOME) } },
    truth: {
      expect: {
        fullName: 'Mia Santos',
        firstName: 'Mia',
        lastName: 'Santos',
        companyDomain: 'portolab.pt',
        companyName: ['PortoLab', 'PortoLab, Lda.'],
        companyDescription:
          'PortoLab designs and builds digital products for health and climate startups, from first prototype to scale.',
        employeeCount: 85,
        employeeRange: '51-200',
        companyLocation: 'Porto',
      },
      allow: { industry: ['Software', 'IT Services'] },
      techStack: { expect: ['Plausible'] },
      citedTo: {
        employeeCount: 'http://portolab.pt/',
        companyLocation: 'http://portolab.pt/',
      },
    },
    model: {
      reads: ['http://portolab.pt/'],
      claims: [
        {
          key: 'employeeCount',
          value: 85,
          cite: { page: 'http://portolab.pt/' },
        },
        {
          key: 'companyLocation',
          value: 'Porto',
          cite: { page: 'http://portolab.pt/' },
        },
        {
          key: 'totalFunding',
          value: 300000000,
          cite: { page: 'http://portolab.pt/' },
        },
        {
          key: 'employeeCount',
          value: 500,
          cite: { page: 'http://portolab.pt/' },
        },
      ],
    },
  },
  {
    id: 'text-facts/tidewater-freight',
    kind: 'text facts',
    about:
      "About page linked as 'About us': '140 people work for Tidewater', 'headquarters are in Rotterdam'",
    signup: { email: 'rob.jansen@tidewater-freight.nl' },
    dns: { 'tidewater-freight.nl': served() },
    sites: {
      'tidewater-freight.nl': {
        '/': html(TIDEWATER_HOME),
        '/about-us': html(TIDEWATER_ABOUT),
      },
    },
    truth: {
      expect: {
        fullName: 'Rob Jansen',
        firstName: 'Rob',
        lastName: 'Jansen',
        companyDomain: 'tidewater-freight.nl',
        companyName: ['Tidewater Freight', 'Tidewater Freight B.V.'],
        companyDescription:
          'Tidewater Freight runs scheduled short-sea container services between Rotterdam, the UK and the Baltic.',
        employeeCount: 140,
        employeeRange: '51-200',
        companyLocation: ['Rotterdam, the Netherlands', 'Rotterdam'],
        industry: 'Logistics & Transportation',
      },
      citedTo: {
        employeeCount: 'http://tidewater-freight.nl/about-us',
        companyLocation: 'http://tidewater-freight.nl/about-us',
      },
    },
    model: {
      reads: ['http://tidewater-freight.nl/about-us'],
      claims: [
        {
          key: 'employeeCount',
          value: 140,
          cite: { page: 'http://tidewater-freight.nl/about-us' },
        },
        {
          key: 'employeeCount',
          value: 1200,
          cite: { page: 'http://tidewater-freight.nl/about-us' },
        },
      ],
    },
  },
  {
    id: 'text-facts/cobaltpay',
    kind: 'text facts',
    about:
      "news line 'raised a $12M Series A'; 'Series A-ready' and 'teams of 10 to 10,000' are not facts",
    signup: { email: 'nadia.haddad@cobaltpay.io' },
    dns: { 'cobaltpay.io': served() },
    sites: { 'cobaltpay.io': { '/': html(COBALT_HOME) } },
    truth: {
      expect: {
        fullName: 'Nadia Haddad',
        firstName: 'Nadia',
        lastName: 'Haddad',
        companyDomain: 'cobaltpay.io',
        companyName: ['CobaltPay', 'CobaltPay Inc.'],
        companyDescription:
          'CobaltPay lets marketplaces pay sellers instantly in 30 currencies, with built-in KYC and tax forms.',
        fundingStage: 'Series A',
        // "raised a $12M Series A" is a round, not a total: no totalFunding (issue 17)
        industry: 'Financial Services',
      },
      techStack: { expect: ['Stripe'] },
      citedTo: {
        fundingStage: 'http://cobaltpay.io/',
      },
    },
    model: {
      reads: ['http://cobaltpay.io/'],
      claims: [
        {
          key: 'fundingStage',
          value: 'Series A',
          cite: { page: 'http://cobaltpay.io/' },
        },
        {
          key: 'totalFunding',
          value: 12000000,
          cite: { page: 'http://cobaltpay.io/' },
        },
        {
          key: 'employeeCount',
          value: 10000,
          cite: { page: 'http://cobaltpay.io/' },
        },
      ],
    },
  },
  {
    id: 'text-facts/verdant-agritech',
    kind: 'text facts',
    about:
      "Company page: 'a team of 23', '€4.5 million seed round' (stage yes; a euro amount is no USD total)",
    signup: { email: 'g.rossi@verdant-ag.com', name: 'Giulia Rossi' },
    dns: { 'verdant-ag.com': served() },
    sites: {
      'verdant-ag.com': {
        '/': html(VERDANT_HOME),
        '/company': html(VERDANT_COMPANY),
      },
    },
    truth: {
      expect: {
        fullName: 'Giulia Rossi',
        firstName: 'Giulia',
        lastName: 'Rossi',
        companyDomain: 'verdant-ag.com',
        companyName: 'Verdant Agritech',
        companyDescription:
          'Verdant Agritech builds low-cost soil carbon sensors and software for regenerative farms.',
        employeeCount: 23,
        employeeRange: '11-50',
        fundingStage: 'Seed',
        industry: 'Agriculture',
      },
      allow: { companyLocation: 'Bologna' },
      citedTo: {
        employeeCount: 'http://verdant-ag.com/company',
        fundingStage: 'http://verdant-ag.com/company',
      },
    },
    model: {
      reads: ['http://verdant-ag.com/company'],
      claims: [
        {
          key: 'fundingStage',
          value: 'Seed',
          cite: { page: 'http://verdant-ag.com/company' },
        },
        {
          key: 'totalFunding',
          value: 4,
          cite: { page: 'http://verdant-ag.com/company' },
        },
      ],
    },
  },
  {
    id: 'text-facts/gridlyte',
    kind: 'text facts',
    about:
      "'has raised $40 million to date': a total, no stage; '1.2 GWh' is no headcount",
    signup: { email: 'ken.adeyemi@gridlyte.com' },
    dns: { 'gridlyte.com': served() },
    sites: { 'gridlyte.com': { '/': html(GRIDLYTE_HOME) } },
    truth: {
      expect: {
        fullName: 'Ken Adeyemi',
        firstName: 'Ken',
        lastName: 'Adeyemi',
        companyDomain: 'gridlyte.com',
        companyName: 'Gridlyte',
        companyDescription:
          'Gridlyte develops and finances grid-scale battery storage for utilities and independent power producers.',
        totalFunding: 40000000,
        industry: 'Energy',
      },
      company: { totalFundingCurrency: 'USD' },
    },
    model: {
      claims: [
        { key: 'fundingStage', value: 'Series B', cite: { tool: 'website' } },
      ],
    },
  },
  {
    id: 'text-facts/brickfield',
    kind: 'text facts',
    about:
      "'Headquartered in Manchester, Brickfield works with 60 housing associations' (60 is customers)",
    signup: { email: 's.ahmed@brickfield.co.uk', name: 'Samir Ahmed' },
    dns: { 'brickfield.co.uk': served() },
    sites: { 'brickfield.co.uk': { '/': html(BRICKFIELD_HOME) } },
    truth: {
      expect: {
        fullName: 'Samir Ahmed',
        firstName: 'Samir',
        lastName: 'Ahmed',
        companyDomain: 'brickfield.co.uk',
        companyName: ['Brickfield', 'Brickfield Technologies Ltd'],
        companyDescription:
          'Brickfield helps housing associations plan and track net-zero retrofits across thousands of homes.',
        companyLocation: 'Manchester',
        industry: 'Software',
      },
    },
    model: {
      claims: [{ key: 'employeeCount', value: 60, cite: { tool: 'website' } }],
    },
  },
];
