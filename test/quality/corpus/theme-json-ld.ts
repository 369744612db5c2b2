// Class 1: structured data that is not the company's. Themes, page builders and templates ship
// demo JSON-LD (placeholder names, lorem ipsum, example.com, "Anytown") that site owners never
// edit; agencies and partners appear as organizations of their own. Only an Organization that
// agrees with the company's identity is the company's.
import { html, served, type QualityCase } from '../case.js';

const WALSER_DEMO_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Acme Corporation',
  url: 'https://example.com',
  logo: 'https://example.com/wp-content/uploads/2019/04/logo-demo.png',
  description:
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.',
  numberOfEmployees: '5000',
  foundingDate: '1999',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '123 Main Street',
    addressLocality: 'Anytown',
    addressRegion: 'CA',
    postalCode: '12345',
    addressCountry: 'US',
  },
  sameAs: [
    'https://www.facebook.com/example',
    'https://twitter.com/example',
    'https://www.linkedin.com/company/example',
  ],
};

const WALSER_HOME = `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brennerei Walser &#8211; Edelbrände aus dem Allgäu</title>
<meta name="description" content="Familienbrennerei im Allgäu seit 1921: Obstbrände, Whisky und Liköre aus eigener Herstellung. Hofladen und Führungen in Wertach.">
<meta property="og:locale" content="de_DE">
<meta property="og:type" content="website">
<meta property="og:title" content="Brennerei Walser &#8211; Edelbrände aus dem Allgäu">
<meta property="og:site_name" content="Brennerei Walser">
<meta name="generator" content="WordPress 6.4.3">
<link rel="stylesheet" id="astra-theme-css-css" href="https://brennerei-walser.de/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">
<script src="https://brennerei-walser.de/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="application/ld+json">${JSON.stringify(WALSER_DEMO_LD)}</script>
</head>
<body class="home page-template-default page page-id-7 wp-custom-logo ast-single-post">
<header class="site-header"><a href="/" class="custom-logo-link"><img src="/wp-content/uploads/2021/03/walser-logo.png" alt="Brennerei Walser"></a>
<nav><ul><li><a href="/">Start</a></li><li><a href="/produkte/">Produkte</a></li><li><a href="/hofladen/">Hofladen</a></li><li><a href="/kontakt/">Kontakt</a></li></ul></nav></header>
<main>
<h1>Edelbrände aus dem Allgäu</h1>
<p>Seit vier Generationen brennen wir in Wertach Obst aus den Streuobstwiesen unserer Nachbarn. Besuchen Sie unseren Hofladen oder buchen Sie eine Brennereiführung.</p>
<p>Öffnungszeiten Hofladen: Mo–Fr 9–18 Uhr, Sa 9–13 Uhr</p>
</main>
<footer class="site-footer"><div class="ast-small-footer">Copyright &copy; 2024 Brennerei Walser GmbH &middot; <a href="/impressum/">Impressum</a> &middot; <a href="/datenschutz/">Datenschutz</a> &middot; Powered by <a href="https://wpastra.com/">Astra WordPress Theme</a></div></footer>
</body>
</html>`;

const KINETIQ_TEMPLATE_LD = {
  '@context': 'http://schema.org',
  '@type': 'Corporation',
  name: 'Company Name',
  alternateName: 'Your Company',
  url: 'https://your-domain.com',
  logo: 'https://uploads-ssl.webflow.com/5e1c2a3f/logo.svg',
  numberOfEmployees: { '@type': 'QuantitativeValue', value: 250 },
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'San Francisco',
    addressRegion: 'CA',
  },
  sameAs: ['https://www.linkedin.com/company/your-company'],
};

const KINETIQ_HOME = `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Tue Mar 12 2024 09:14:22 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.kinetiq-labs.io" data-wf-page="64f0c1" data-wf-site="64f0b9" lang="en"><head><meta charset="utf-8"/><title>Kinetiq Labs — Motion capture analytics for physiotherapy</title><meta content="Kinetiq turns a phone camera into a clinical-grade motion lab. Physiotherapists track range of motion and recovery without sensors." name="description"/><meta content="Kinetiq Labs — Motion capture analytics for physiotherapy" property="og:title"/><meta content="Kinetiq Labs" property="og:site_name"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://assets-global.website-files.com/64f0b9/css/kinetiq.webflow.css" rel="stylesheet" type="text/css"/><script type="application/ld+json">${JSON.stringify(KINETIQ_TEMPLATE_LD)}</script><script async="" src="https://www.googletagmanager.com/gtag/js?id=G-7XK2"></script></head><body><div class="navbar w-nav"><a href="/" class="brand w-nav-brand">Kinetiq</a><nav class="nav-menu w-nav-menu"><a href="/product" class="nav-link w-nav-link">Product</a><a href="/clinics" class="nav-link w-nav-link">For clinics</a><a href="/pricing" class="nav-link w-nav-link">Pricing</a></nav></div><div class="hero"><h1 class="heading">Measure movement, not guesses</h1><p class="paragraph">Record a squat, get joint angles in seconds. Built with physiotherapists in Leeds and Utrecht.</p><a href="/demo" class="button w-button">Book a demo</a></div><div class="footer"><div>© 2024 Kinetiq Labs Ltd. All rights reserved.</div></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js" type="text/javascript"></script></body></html>`;

// A Yoast graph whose Organization is the agency that publishes the site, not the company.
const ORCHARD_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'WebSite',
      '@id': 'https://orchard-dental.ie/#website',
      url: 'https://orchard-dental.ie/',
      name: 'Orchard Dental',
      publisher: { '@id': 'https://brightmedia.ie/#organization' },
    },
    {
      '@type': 'Organization',
      '@id': 'https://brightmedia.ie/#organization',
      name: 'BrightMedia Digital',
      url: 'https://brightmedia.ie/',
      description:
        'Award-winning web design and SEO agency for healthcare brands.',
      numberOfEmployees: {
        '@type': 'QuantitativeValue',
        minValue: 11,
        maxValue: 50,
      },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Cork',
        addressCountry: 'IE',
      },
      sameAs: [
        'https://www.linkedin.com/company/brightmedia-digital',
        'https://www.facebook.com/brightmediaie',
      ],
    },
  ],
};

const ORCHARD_HOME = `<!doctype html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<title>Orchard Dental | Family Dentist in Galway</title>
<meta name="description" content="Orchard Dental is a family dental practice in Galway city offering check-ups, hygiene, Invisalign and emergency appointments. New patients welcome.">
<meta property="og:site_name" content="Orchard Dental">
<meta property="og:title" content="Orchard Dental | Family Dentist in Galway">
<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(ORCHARD_LD)}</script>
<link rel='stylesheet' href='https://orchard-dental.ie/wp-content/plugins/elementor/assets/css/frontend.min.css' media='all'>
</head>
<body class="home">
<div class="elementor-section"><h1>Gentle dentistry for the whole family</h1>
<p>Check-ups, hygiene visits and emergency appointments in the heart of Galway. Call us on 091 555 0142.</p></div>
<footer><p>&copy; 2024 Orchard Dental. 12 Mill Street, Galway.</p><p>Website by <a href="https://brightmedia.ie/">BrightMedia</a></p></footer>
</body>
</html>`;

export const THEME_JSON_LD_CASES: QualityCase[] = [
  {
    id: 'theme-json-ld/brennerei-walser',
    kind: 'theme JSON-LD',
    about:
      'WordPress theme demo Organization: Acme Corporation, lorem ipsum, 5000 employees, Anytown',
    signup: { email: 'lena.walser@brennerei-walser.de' },
    dns: { 'brennerei-walser.de': served() },
    sites: { 'brennerei-walser.de': { '/': html(WALSER_HOME) } },
    truth: {
      expect: {
        fullName: 'Lena Walser',
        firstName: 'Lena',
        lastName: 'Walser',
        companyDomain: 'brennerei-walser.de',
        companyName: ['Brennerei Walser', 'Brennerei Walser GmbH'],
        companyDescription:
          'Familienbrennerei im Allgäu seit 1921: Obstbrände, Whisky und Liköre aus eigener Herstellung. Hofladen und Führungen in Wertach.',
      },
      // A family distillery: food and drink.
      allow: { industry: 'Food & Beverage' },
      techStack: { expect: ['WordPress'], allow: ['jQuery'] },
      forbidText: [
        /acme corporation/i,
        /lorem ipsum/i,
        /anytown/i,
        /example\.com/i,
      ],
    },
    model: {
      reads: ['http://brennerei-walser.de/'],
      claims: [
        {
          key: 'companyName',
          value: 'Acme Corporation',
          cite: { tool: 'website' },
        },
        {
          key: 'employeeCount',
          value: 5000,
          cite: { page: 'http://brennerei-walser.de/' },
        },
        {
          key: 'companyLocation',
          value: 'Anytown, CA, US',
          cite: { tool: 'website' },
        },
        {
          key: 'companyLinkedinUrl',
          value: 'https://www.linkedin.com/company/example',
          cite: { page: 'http://brennerei-walser.de/' },
        },
      ],
    },
  },
  {
    id: 'theme-json-ld/kinetiq-labs',
    kind: 'theme JSON-LD',
    about:
      'Webflow template Corporation block: "Company Name", your-domain.com, 250 employees, San Francisco',
    signup: { email: 'tom.reyes@kinetiq-labs.io' },
    dns: { 'kinetiq-labs.io': served() },
    sites: { 'kinetiq-labs.io': { '/': html(KINETIQ_HOME) } },
    truth: {
      expect: {
        fullName: 'Tom Reyes',
        firstName: 'Tom',
        lastName: 'Reyes',
        companyDomain: 'kinetiq-labs.io',
        companyName: ['Kinetiq Labs', 'Kinetiq Labs Ltd'],
        companyDescription:
          'Kinetiq turns a phone camera into a clinical-grade motion lab. Physiotherapists track range of motion and recovery without sensors.',
      },
      allow: { industry: ['Healthcare', 'Software'] },
      techStack: {
        expect: ['Webflow'],
        allow: ['Google Analytics', 'jQuery'],
      },
      forbidText: [
        /company name/i,
        /your company/i,
        /san francisco/i,
        /your-domain/i,
      ],
    },
    model: {
      claims: [
        {
          key: 'companyName',
          value: 'Company Name',
          cite: { tool: 'website' },
        },
        { key: 'employeeCount', value: 250, cite: { tool: 'website' } },
        {
          key: 'companyLocation',
          value: 'San Francisco, CA',
          cite: { tool: 'website' },
        },
      ],
    },
  },
  {
    id: 'theme-json-ld/orchard-dental',
    kind: 'theme JSON-LD',
    about:
      'Yoast graph whose Organization is the web agency (its LinkedIn, size and town), not the practice',
    signup: { email: 'ciara.nolan@orchard-dental.ie' },
    dns: { 'orchard-dental.ie': served() },
    sites: { 'orchard-dental.ie': { '/': html(ORCHARD_HOME) } },
    truth: {
      expect: {
        fullName: 'Ciara Nolan',
        firstName: 'Ciara',
        lastName: 'Nolan',
        companyDomain: 'orchard-dental.ie',
        companyName: 'Orchard Dental',
        companyDescription:
          'Orchard Dental is a family dental practice in Galway city offering check-ups, hygiene, Invisalign and emergency appointments. New patients welcome.',
        industry: 'Healthcare',
      },
      techStack: { allow: ['WordPress'] },
      forbidText: [/brightmedia/i, /\bcork\b/i],
    },
    model: {
      claims: [
        {
          key: 'companyName',
          value: 'BrightMedia Digital',
          cite: { tool: 'website' },
        },
        { key: 'employeeRange', value: '11-50', cite: { tool: 'website' } },
        {
          key: 'companyLocation',
          value: 'Cork, IE',
          cite: { tool: 'website' },
        },
      ],
    },
  },
];
