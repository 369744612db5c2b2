// Class 6: links to other organisations. Footers credit the agency that built the site ("Website
// by …", "Webdesign: …", "Made with ♥ by …"), often with the agency's LinkedIn; partner and
// parent-company badges link out too. A company link must plausibly be the company's own.
import { html, served, type QualityCase } from '../case.js';

const HOFMANN_HOME = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Bäckerei Hofmann | Handwerksbäckerei in Regensburg</title>
<meta name="description" content="Bäckerei Hofmann backt seit 1896 in Regensburg: Sauerteigbrote, Brezen und Kuchen aus eigener Backstube, sieben Filialen in der Oberpfalz.">
<meta property="og:site_name" content="Bäckerei Hofmann">
<link rel="stylesheet" href="/wp-content/themes/hofmann/style.css">
</head>
<body>
<header><nav><a href="/">Start</a> <a href="/sortiment/">Sortiment</a> <a href="/filialen/">Filialen</a> <a href="/jobs/">Jobs</a></nav></header>
<main><h1>Echtes Handwerk. Jeden Morgen.</h1><p>Unsere Bäckerinnen und Bäcker beginnen um zwei Uhr nachts – damit Ihr Brot um sechs im Regal liegt.</p></main>
<footer>
<div class="footer-social"><a href="https://www.instagram.com/baeckerei.hofmann/">Instagram</a> <a href="https://www.facebook.com/baeckereihofmann">Facebook</a></div>
<div class="footer-credit">© 2024 Bäckerei Hofmann GmbH | <a href="/impressum/">Impressum</a> | Webdesign: <a href="https://pixelhaus-agentur.de/" rel="nofollow">Pixelhaus Agentur</a> <a href="https://www.linkedin.com/company/pixelhaus-agentur/" aria-label="Pixelhaus auf LinkedIn"><svg class="icon-linkedin"></svg></a></div>
</footer>
</body>
</html>`;

const SUMMIT_HOME = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Summit Dental Care | Private &amp; NHS Dentist in Harrogate</title>
<meta name="description" content="Summit Dental Care is an independent dental practice in Harrogate offering NHS and private treatment, implants, Invisalign and hygiene appointments.">
<meta property="og:site_name" content="Summit Dental Care">
</head>
<body>
<header><a href="/">Home</a> <a href="/treatments">Treatments</a> <a href="/fees">Fees</a> <a href="/team">Our team</a></header>
<main><h1>Your smile, looked after</h1><p>Accepting new NHS patients for children under 18. Private patients welcome.</p></main>
<footer>
<p>Follow us: <a href="https://www.facebook.com/summitdentalharrogate">Facebook</a> · <a href="https://www.linkedin.com/company/summit-dental-care/">LinkedIn</a></p>
<p>Summit Dental Care Ltd. Registered in England No. 09876543. GDC registered practice.</p>
<p class="credit">Website by <a href="https://bluefrog.digital">Bluefrog Digital</a> · <a href="https://www.linkedin.com/company/bluefrog-digital">Bluefrog on LinkedIn</a></p>
</footer>
</body>
</html>`;

const NORDLICHT_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'WebSite',
      name: 'Nordlicht Yoga',
      url: 'https://nordlicht-yoga.de/',
    },
    {
      '@type': 'Organization',
      name: 'Studio Kern – Digitalagentur',
      url: 'https://studio-kern.de/',
      description:
        'Digitalagentur für Marken mit Haltung: Webdesign, Branding und SEO aus Hamburg.',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Hamburg',
        addressCountry: 'DE',
      },
      sameAs: [
        'https://www.linkedin.com/company/studio-kern',
        'https://www.instagram.com/studiokern',
      ],
    },
  ],
};

const NORDLICHT_HOME = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Nordlicht Yoga – Yoga & Meditation in Kiel</title>
<meta name="description" content="Nordlicht Yoga ist ein Yogastudio in Kiel mit Hatha-, Vinyasa- und Yin-Kursen, Workshops und Ausbildungen.">
<meta property="og:site_name" content="Nordlicht Yoga">
<script type="application/ld+json">${JSON.stringify(NORDLICHT_LD)}</script>
</head>
<body>
<h1>Ankommen. Atmen. Yoga.</h1>
<p>Kurse für Anfänger und Fortgeschrittene, sieben Tage die Woche im Herzen von Kiel.</p>
<footer><p>© 2024 Nordlicht Yoga · <a href="/impressum">Impressum</a></p><p>Made with ♥ by <a href="https://studio-kern.de">Studio Kern</a> · <a href="https://www.linkedin.com/company/studio-kern">LinkedIn</a></p></footer>
</body>
</html>`;

export const AGENCY_LINK_CASES: QualityCase[] = [
  {
    id: 'agency-link/baeckerei-hofmann',
    kind: 'agency link',
    about:
      "the only company LinkedIn on the page is the web agency's, in a 'Webdesign:' credit",
    signup: {
      email: 'f.hofmann@baeckerei-hofmann.de',
      name: 'Franziska Hofmann',
    },
    dns: { 'baeckerei-hofmann.de': served() },
    sites: { 'baeckerei-hofmann.de': { '/': html(HOFMANN_HOME) } },
    truth: {
      expect: {
        fullName: 'Franziska Hofmann',
        firstName: 'Franziska',
        lastName: 'Hofmann',
        companyDomain: 'baeckerei-hofmann.de',
        companyName: ['Bäckerei Hofmann', 'Bäckerei Hofmann GmbH'],
        companyDescription:
          'Bäckerei Hofmann backt seit 1896 in Regensburg: Sauerteigbrote, Brezen und Kuchen aus eigener Backstube, sieben Filialen in der Oberpfalz.',
      },
      allow: { industry: ['Food & Beverage', 'Retail'] },
      techStack: { allow: ['WordPress'] },
      forbidText: [/pixelhaus/i],
    },
    model: {
      claims: [
        {
          key: 'companyLinkedinUrl',
          value: 'https://www.linkedin.com/company/pixelhaus-agentur',
          cite: { tool: 'website' },
        },
      ],
    },
  },
  {
    id: 'agency-link/summit-dental',
    kind: 'agency link',
    about:
      "two company LinkedIns: the practice's own and the agency's 'Website by' credit",
    signup: { email: 'reception@summitdental.co.uk' },
    dns: { 'summitdental.co.uk': served() },
    sites: { 'summitdental.co.uk': { '/': html(SUMMIT_HOME) } },
    truth: {
      expect: {
        companyDomain: 'summitdental.co.uk',
        companyName: ['Summit Dental Care', 'Summit Dental Care Ltd'],
        companyDescription:
          'Summit Dental Care is an independent dental practice in Harrogate offering NHS and private treatment, implants, Invisalign and hygiene appointments.',
        companyLinkedinUrl:
          'https://www.linkedin.com/company/summit-dental-care',
        industry: 'Healthcare',
      },
      forbidText: [/bluefrog/i],
    },
    model: {
      claims: [
        {
          key: 'companyLinkedinUrl',
          value: 'https://www.linkedin.com/company/bluefrog-digital',
          cite: { tool: 'website' },
        },
      ],
    },
  },
  {
    id: 'agency-link/nordlicht-yoga',
    kind: 'agency link',
    about:
      "the agency's Organization in the JSON-LD graph plus a 'Made with ♥ by' credit",
    signup: { email: 'kontakt@nordlicht-yoga.de', name: 'Svenja Thiel' },
    dns: { 'nordlicht-yoga.de': served() },
    sites: { 'nordlicht-yoga.de': { '/': html(NORDLICHT_HOME) } },
    truth: {
      expect: {
        companyDomain: 'nordlicht-yoga.de',
        companyName: 'Nordlicht Yoga',
        companyDescription:
          'Nordlicht Yoga ist ein Yogastudio in Kiel mit Hatha-, Vinyasa- und Yin-Kursen, Workshops und Ausbildungen.',
      },
      allow: { industry: 'Health & Wellness' },
      forbidText: [/studio kern/i, /hamburg/i, /digitalagentur/i],
    },
    model: {
      claims: [
        {
          key: 'companyName',
          value: 'Studio Kern – Digitalagentur',
          cite: { tool: 'website' },
        },
        {
          key: 'companyLocation',
          value: 'Hamburg, DE',
          cite: { tool: 'website' },
        },
      ],
    },
  },
];
