// Class 2: numbers written the way the page's country writes them. "1.200" in German is twelve
// hundred, "1 200" in French too, "1,2 Tsd." and "1.2k" as well; a number that could be read two
// ways is no fact.
import { html, served, type QualityCase } from '../case.js';

const SCHREINER_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Schreiner Küchen GmbH',
  url: 'https://www.schreiner-kuechen.de/',
  logo: 'https://www.schreiner-kuechen.de/media/logo.svg',
  numberOfEmployees: '1.200',
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Industriestraße 14',
    postalCode: '32257',
    addressLocality: 'Bünde',
    addressCountry: 'DE',
  },
  sameAs: ['https://www.linkedin.com/company/schreiner-kuechen'],
};

const SCHREINER_HOME = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Schreiner Küchen | Einbauküchen made in Germany</title>
<meta name="description" content="Schreiner Küchen fertigt seit 1958 Einbauküchen in Ostwestfalen und liefert über den Fachhandel in 40 Länder.">
<meta property="og:site_name" content="Schreiner Küchen">
<script type="application/ld+json">${JSON.stringify(SCHREINER_LD)}</script>
<script src="https://consent.cookiebot.com/uc.js" data-cbid="1f2e3d4c" type="text/javascript" async></script>
</head>
<body>
<header><nav><a href="/kuechen">Küchen</a> <a href="/unternehmen">Unternehmen</a> <a href="/karriere">Karriere</a> <a href="/haendlersuche">Händlersuche</a></nav></header>
<main>
<h1>Küchen, die bleiben.</h1>
<p>Jede Schreiner-Küche wird in Bünde auf Maß gefertigt. Finden Sie Ihr Küchenstudio in der Nähe.</p>
</main>
<footer><p>© 2024 Schreiner Küchen GmbH · <a href="/impressum">Impressum</a> · <a href="https://www.linkedin.com/company/schreiner-kuechen">LinkedIn</a></p></footer>
</body>
</html>`;

const NORDWIND_HOME = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Nordwind Energie – Windparks von der Planung bis zum Betrieb</title>
<meta name="description" content="Nordwind Energie plant, baut und betreibt Windparks an Land in Norddeutschland und Skandinavien.">
<meta property="og:site_name" content="Nordwind Energie">
</head>
<body>
<nav><a href="/">Start</a> <a href="/projekte">Projekte</a> <a href="/ueber-uns">Über uns</a> <a href="/presse">Presse</a></nav>
<h1>Wind. Strom. Zukunft.</h1>
<p>Über 90 Windparks mit 2,4 GW Leistung sind heute in Betrieb.</p>
<footer>© 2024 Nordwind Energie GmbH & Co. KG</footer>
</body>
</html>`;

const NORDWIND_ABOUT = `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Über uns – Nordwind Energie</title></head>
<body>
<nav><a href="/">Start</a> <a href="/projekte">Projekte</a> <a href="/ueber-uns">Über uns</a></nav>
<h1>Über uns</h1>
<p>Gegründet 1998 in Husum, beschäftigt Nordwind Energie heute über 1.200&nbsp;Mitarbeiter an elf Standorten.</p>
<p>Unser Hauptsitz ist in Husum.</p>
</body>
</html>`;

const LUMEN_HOME = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Atelier Lumen — Éclairage architectural sur mesure</title>
<meta name="description" content="Atelier Lumen conçoit et fabrique des luminaires architecturaux sur mesure pour l'hôtellerie et les musées.">
<meta property="og:site_name" content="Atelier Lumen">
</head>
<body>
<header><a href="/">Accueil</a> <a href="/realisations">Réalisations</a> <a href="/qui-sommes-nous">Qui sommes-nous</a> <a href="/contact">Contact</a></header>
<h1>La lumière sur mesure</h1>
<p>Plus de 300 projets livrés en Europe depuis 2004.</p>
</body>
</html>`;

const LUMEN_ABOUT = `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><title>Qui sommes-nous ? | Atelier Lumen</title></head>
<body>
<h1>Qui sommes-nous ?</h1>
<p>Fondé à Lyon en 2004, Atelier Lumen compte aujourd’hui 1\u202f200 collaborateurs répartis entre nos ateliers de Lyon et de Porto.</p>
<p>Notre siège social est situé à Lyon.</p>
</body>
</html>`;

const QUILL_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Quillsoft',
  url: 'https://quillsoft.co.uk',
  numberOfEmployees: { '@type': 'QuantitativeValue', value: '1,200' },
  sameAs: ['https://www.linkedin.com/company/quillsoft-ltd'],
};

const QUILL_HOME = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Quillsoft | Practice management software for UK solicitors</title>
<meta name="description" content="Quillsoft is practice management and legal accounting software used by 4,000 UK law firms.">
<script type="application/ld+json">${JSON.stringify(QUILL_LD)}</script>
<script src="https://js.hs-scripts.com/4419021.js" async defer id="hs-script-loader"></script>
</head><body><h1>Run your firm, not your software</h1><p>Case management, time recording and SRA-compliant accounts in one place.</p>
<footer>Quillsoft Ltd, registered in England and Wales (No. 04411223). <a href="https://www.linkedin.com/company/quillsoft-ltd">LinkedIn</a></footer></body></html>`;

// Decimal commas where a count is expected: "2,5" people is not a headcount.
const ZAHNWERK_LD = {
  '@context': 'https://schema.org',
  '@type': 'Dentist',
  name: 'Zahnwerk Graz',
  url: 'https://zahnwerk-graz.at/',
  numberOfEmployees: '2,5',
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'Graz',
    addressCountry: 'AT',
  },
};

const ZAHNWERK_HOME = `<!DOCTYPE html><html lang="de-AT"><head><meta charset="utf-8"><title>Zahnwerk Graz – Zahnarztpraxis Dr. Koller</title>
<meta name="description" content="Ihre Zahnarztpraxis in Graz-Geidorf: Prophylaxe, Implantologie und Kinderzahnheilkunde. Termine online buchen.">
<script type="application/ld+json">${JSON.stringify(ZAHNWERK_LD)}</script></head>
<body><h1>Willkommen in der Zahnarztpraxis Zahnwerk</h1><p>Unser Team aus 2,5 Vollzeitkräften nimmt sich Zeit für Ihre Zähne.</p>
<footer>Zahnwerk Graz · Harrachgasse 21 · 8010 Graz</footer></body></html>`;

export const LOCAL_NUMBER_CASES: QualityCase[] = [
  {
    id: 'local-numbers/schreiner-kuechen',
    kind: 'local numbers',
    about: 'JSON-LD numberOfEmployees "1.200" (German thousands separator)',
    signup: { email: 'k.brandt@schreiner-kuechen.de' },
    dns: {
      'schreiner-kuechen.de': served({
        MX: [
          {
            exchange: 'schreinerkuechen-de.mail.protection.outlook.com',
            priority: 10,
          },
        ],
        TXT: [
          'v=spf1 include:spf.protection.outlook.com -all',
          'MS=ms48213377',
        ],
      }),
    },
    sites: { 'schreiner-kuechen.de': { '/': html(SCHREINER_HOME) } },
    truth: {
      expect: {
        companyDomain: 'schreiner-kuechen.de',
        companyName: ['Schreiner Küchen GmbH', 'Schreiner Küchen'],
        companyDescription:
          'Schreiner Küchen fertigt seit 1958 Einbauküchen in Ostwestfalen und liefert über den Fachhandel in 40 Länder.',
        employeeCount: 1200,
        employeeRange: '1001-5000',
        companyLocation: ['Bünde, DE', 'Bünde'],
        companyLinkedinUrl:
          'https://www.linkedin.com/company/schreiner-kuechen',
      },
      allow: { industry: 'Manufacturing' },
      techStack: { expect: ['Microsoft 365', 'Cookiebot'] },
    },
    model: {
      claims: [{ key: 'employeeCount', value: 1, cite: { tool: 'website' } }],
    },
  },
  {
    id: 'local-numbers/nordwind-energie',
    kind: 'local numbers',
    about: '"über 1.200 Mitarbeiter" on the linked Über-uns page',
    signup: { email: 'jan.petersen@nordwind-energie.de' },
    dns: { 'nordwind-energie.de': served() },
    sites: {
      'nordwind-energie.de': {
        '/': html(NORDWIND_HOME),
        '/ueber-uns': html(NORDWIND_ABOUT),
      },
    },
    truth: {
      expect: {
        fullName: 'Jan Petersen',
        firstName: 'Jan',
        lastName: 'Petersen',
        companyDomain: 'nordwind-energie.de',
        companyName: ['Nordwind Energie', 'Nordwind Energie GmbH & Co. KG'],
        companyDescription:
          'Nordwind Energie plant, baut und betreibt Windparks an Land in Norddeutschland und Skandinavien.',
        employeeCount: 1200,
        employeeRange: '1001-5000',
        companyLocation: 'Husum',
        industry: 'Energy',
      },
      citedTo: {
        employeeCount: 'http://nordwind-energie.de/ueber-uns',
        companyLocation: 'http://nordwind-energie.de/ueber-uns',
      },
    },
    model: {
      reads: ['http://nordwind-energie.de/ueber-uns'],
      claims: [
        {
          key: 'employeeCount',
          value: 1,
          cite: { page: 'http://nordwind-energie.de/ueber-uns' },
        },
        { key: 'employeeCount', value: 90, cite: { tool: 'website' } },
      ],
    },
  },
  {
    id: 'local-numbers/atelier-lumen',
    kind: 'local numbers',
    about:
      '"1 200 collaborateurs" with a narrow no-break space, on the Qui-sommes-nous page',
    signup: { email: 'claire.morel@atelier-lumen.fr' },
    dns: { 'atelier-lumen.fr': served() },
    sites: {
      'atelier-lumen.fr': {
        '/': html(LUMEN_HOME),
        '/qui-sommes-nous': html(LUMEN_ABOUT),
      },
    },
    truth: {
      expect: {
        fullName: 'Claire Morel',
        firstName: 'Claire',
        lastName: 'Morel',
        companyDomain: 'atelier-lumen.fr',
        companyName: 'Atelier Lumen',
        companyDescription:
          "Atelier Lumen conçoit et fabrique des luminaires architecturaux sur mesure pour l'hôtellerie et les musées.",
        employeeCount: 1200,
        employeeRange: '1001-5000',
        companyLocation: 'Lyon',
      },
      allow: { industry: 'Manufacturing' },
      citedTo: { employeeCount: 'http://atelier-lumen.fr/qui-sommes-nous' },
    },
    model: {
      reads: ['http://atelier-lumen.fr/qui-sommes-nous'],
      claims: [
        {
          key: 'employeeCount',
          value: 1,
          cite: { page: 'http://atelier-lumen.fr/qui-sommes-nous' },
        },
        {
          key: 'employeeCount',
          value: 200,
          cite: { page: 'http://atelier-lumen.fr/qui-sommes-nous' },
        },
      ],
    },
  },
  {
    id: 'local-numbers/quillsoft',
    kind: 'local numbers',
    about: 'numberOfEmployees {"value": "1,200"} as a string with a comma',
    signup: { email: 'sam.okafor@quillsoft.co.uk' },
    dns: { 'quillsoft.co.uk': served() },
    sites: { 'quillsoft.co.uk': { '/': html(QUILL_HOME) } },
    truth: {
      expect: {
        fullName: 'Sam Okafor',
        firstName: 'Sam',
        lastName: 'Okafor',
        companyDomain: 'quillsoft.co.uk',
        companyName: 'Quillsoft',
        companyDescription:
          'Quillsoft is practice management and legal accounting software used by 4,000 UK law firms.',
        employeeCount: 1200,
        employeeRange: '1001-5000',
        companyLinkedinUrl: 'https://www.linkedin.com/company/quillsoft-ltd',
        industry: 'Software',
      },
      techStack: { expect: ['HubSpot'] },
    },
    model: {
      claims: [
        { key: 'employeeCount', value: 4000, cite: { tool: 'website' } },
      ],
    },
  },
  {
    id: 'local-numbers/zahnwerk-graz',
    kind: 'local numbers',
    about:
      'numberOfEmployees "2,5" (full-time equivalents with a decimal comma): no headcount',
    signup: { email: 'praxis.koller@zahnwerk-graz.at', name: 'Martina Koller' },
    dns: { 'zahnwerk-graz.at': served() },
    sites: { 'zahnwerk-graz.at': { '/': html(ZAHNWERK_HOME) } },
    truth: {
      expect: {
        companyDomain: 'zahnwerk-graz.at',
        companyName: 'Zahnwerk Graz',
        companyDescription:
          'Ihre Zahnarztpraxis in Graz-Geidorf: Prophylaxe, Implantologie und Kinderzahnheilkunde. Termine online buchen.',
        companyLocation: ['Graz, AT', 'Graz'],
        industry: 'Healthcare',
      },
      allow: {
        fullName: 'Martina Koller',
        firstName: 'Martina',
        lastName: 'Koller',
      },
      forbidText: [/praxis koller/i],
    },
    model: {
      claims: [{ key: 'employeeCount', value: 2, cite: { tool: 'website' } }],
    },
  },
];
