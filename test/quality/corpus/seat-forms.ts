// Where the company is, in the forms sites write it besides prose: a footer address block, an
// <address> element, a schema.org PostalAddress, the contact or about page the home page links
// to. A headquarters is an explicit statement or a single address: a list of offices gives no
// seat unless one of them is marked as the headquarters, and "headquartered in X" wins over the
// first office listed.
import { formCase, formPage } from './form-page.js';

const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const office = (city: string, country: string, extra = {}) => ({
  '@type': 'PostalAddress',
  streetAddress: '1 Main Square',
  addressLocality: city,
  addressCountry: country,
  ...extra,
});

export const SEAT_FORM_CASES = [
  formCase({
    id: 'seat-form/footer-address-de',
    kind: 'seat: footer address',
    about:
      'the only address is the footer block "Kastanienallee 7, 10435 Berlin"',
    person: ['Lena', 'Vogt'],
    domain: 'nordlicht-apps.test',
    pages: {
      '/': formPage({
        lang: 'de',
        title: 'Nordlicht Apps | App-Entwicklung',
        siteName: 'Nordlicht Apps',
        body: '<h1>Apps, die bleiben</h1><p>Wir entwickeln Apps für den Mittelstand.</p>',
        footer:
          '<p>Nordlicht Apps GmbH<br>Kastanienallee 7<br>10435 Berlin</p><p>© 2024 Nordlicht Apps GmbH</p>',
      }),
    },
    expect: { companyName: 'Nordlicht Apps', companyLocation: 'Berlin' },
  }),
  formCase({
    id: 'seat-form/footer-address-uk',
    kind: 'seat: footer address',
    about: 'a UK footer: "Unit 4, 22 Dale Street, Manchester M1 1EZ"',
    person: ['Amir', 'Khan'],
    domain: 'kitefield.test',
    pages: {
      '/': formPage({
        title: 'Kitefield — Rota software for care homes',
        siteName: 'Kitefield',
        body: '<h1>Rotas in minutes</h1><p>Plan every shift in one place.</p>',
        footer:
          '<div>Kitefield Ltd · Unit 4, 22 Dale Street, Manchester M1 1EZ · Company no. 11223344</div>',
      }),
    },
    expect: { companyName: 'Kitefield', companyLocation: 'Manchester' },
  }),
  formCase({
    id: 'seat-form/address-element-fr',
    kind: 'seat: <address>',
    about: 'an <address> element: "18 quai Rambaud, 69002 Lyon"',
    person: ['Camille', 'Roux'],
    domain: 'atelier-bleu.test',
    pages: {
      '/': formPage({
        lang: 'fr',
        title: 'Atelier Bleu | Logiciel de devis',
        siteName: 'Atelier Bleu',
        body: '<h1>Vos devis en deux clics</h1><address>Atelier Bleu<br>18 quai Rambaud<br>69002 Lyon<br>France</address>',
      }),
    },
    expect: { companyName: 'Atelier Bleu', companyLocation: 'Lyon' },
  }),
  formCase({
    id: 'seat-form/address-element-us',
    kind: 'seat: <address>',
    about: 'an <address> element: "500 Congress Ave, Austin, TX 78701"',
    person: ['Dana', 'Brooks'],
    domain: 'mesquite-labs.test',
    pages: {
      '/': formPage({
        title: 'Mesquite Labs | Field service software',
        siteName: 'Mesquite Labs',
        body: '<h1>Dispatch, done</h1><address>500 Congress Ave, Suite 200<br>Austin, TX 78701</address>',
      }),
    },
    expect: { companyName: 'Mesquite Labs', companyLocation: 'Austin' },
  }),
  formCase({
    id: 'seat-form/postal-address-it',
    kind: 'seat: schema.org PostalAddress',
    about: "the company's own Organization with one PostalAddress in Verona",
    person: ['Sara', 'Ricci'],
    domain: 'arena-gestionale.test',
    pages: {
      '/': formPage({
        lang: 'it',
        title: 'Arena Gestionale | Software per ristoranti',
        siteName: 'Arena Gestionale',
        head: ld({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Arena Gestionale',
          url: 'https://arena-gestionale.test/',
          address: office('Verona', 'IT'),
        }),
        body: '<h1>Il gestionale per la tua cucina</h1>',
      }),
    },
    expect: {
      companyName: 'Arena Gestionale',
      companyLocation: ['Verona, IT', 'Verona'],
    },
  }),
  formCase({
    id: 'seat-form/postal-address-microdata-nl',
    kind: 'seat: schema.org PostalAddress',
    about: 'Microdata Organization with a nested PostalAddress in Delft',
    person: ['Lotte', 'de Boer'],
    domain: 'grachtwerk.test',
    pages: {
      '/': formPage({
        lang: 'nl',
        title: 'Grachtwerk | Planningssoftware voor aannemers',
        siteName: 'Grachtwerk',
        body: `<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Grachtwerk</span><link itemprop="url" href="https://grachtwerk.test/">
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Oude Delft 9</span>, <span itemprop="postalCode">2611 BA</span> <span itemprop="addressLocality">Delft</span></div></div>`,
      }),
    },
    expect: { companyName: 'Grachtwerk', companyLocation: 'Delft' },
  }),
  formCase({
    id: 'seat-form/contact-page-es',
    kind: 'seat: contact page linked from home',
    about:
      'the home page says nothing; its linked "Contacto" page holds the address',
    person: ['Marta', 'Gil'],
    domain: 'brisa-erp.test',
    pages: {
      '/': formPage({
        lang: 'es',
        title: 'Brisa ERP | Gestión para pymes',
        siteName: 'Brisa ERP',
        body: '<nav><a href="/">Inicio</a> <a href="/precios">Precios</a> <a href="/contacto">Contacto</a></nav><h1>Tu empresa, en orden</h1>',
      }),
      '/contacto': formPage({
        lang: 'es',
        title: 'Contacto | Brisa ERP',
        body: '<h1>Contacto</h1><p>Brisa ERP S.L.<br>Calle Larios 5<br>29005 Málaga</p>',
      }),
    },
    expect: { companyName: 'Brisa ERP', companyLocation: 'Málaga' },
    citedTo: { companyLocation: 'http://brisa-erp.test/contacto' },
  }),
  formCase({
    id: 'seat-form/imprint-page-de',
    kind: 'seat: contact page linked from home',
    about:
      'the seat is on the linked Impressum: "Sitz der Gesellschaft: Freiburg"',
    person: ['Jonas', 'Keller'],
    domain: 'schwarzwald-cloud.test',
    pages: {
      '/': formPage({
        lang: 'de',
        title: 'Schwarzwald Cloud | Hosting aus Deutschland',
        siteName: 'Schwarzwald Cloud',
        body: '<h1>Hosting, das bleibt</h1>',
        footer:
          '<a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a>',
      }),
      '/impressum': formPage({
        lang: 'de',
        title: 'Impressum | Schwarzwald Cloud',
        body: '<h1>Impressum</h1><p>Schwarzwald Cloud GmbH, Sitz der Gesellschaft: Freiburg, Registergericht Freiburg HRB 7001</p>',
      }),
    },
    expect: { companyName: 'Schwarzwald Cloud', companyLocation: 'Freiburg' },
    citedTo: { companyLocation: 'http://schwarzwald-cloud.test/impressum' },
  }),
  // Offices: the first of several is not the seat.
  formCase({
    id: 'seat-form/offices-hq-statement',
    kind: 'seat: offices',
    about:
      'JSON-LD lists six offices, London first; the page says plainly "headquartered in Lyon"',
    person: ['Louis', 'Garnier'],
    domain: 'pontneuf-analytics.test',
    pages: {
      '/': formPage({
        lang: 'en',
        title: 'Pont Neuf Analytics | Pricing software for retailers',
        siteName: 'Pont Neuf Analytics',
        head: ld({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Pont Neuf Analytics',
          url: 'https://pontneuf-analytics.test/',
          address: [
            office('London', 'GB'),
            office('Paris', 'FR'),
            office('Berlin', 'DE'),
            office('Madrid', 'ES'),
            office('Milan', 'IT'),
            office('Lyon', 'FR'),
          ],
        }),
        body: '<h1>Prices that sell</h1><p>Pont Neuf Analytics is headquartered in Lyon, with offices in London, Paris, Berlin, Madrid and Milan.</p>',
      }),
    },
    expect: { companyName: 'Pont Neuf Analytics', companyLocation: 'Lyon' },
  }),
  formCase({
    id: 'seat-form/offices-no-seat',
    kind: 'seat: offices',
    about: 'a footer lists three offices and marks none: no seat',
    person: ['Emma', 'Dahl'],
    domain: 'tundra-hr.test',
    pages: {
      '/': formPage({
        title: 'Tundra HR | People software',
        siteName: 'Tundra HR',
        body: '<h1>People first</h1>',
        footer:
          '<p>Oslo: Karl Johans gate 1, 0154 Oslo</p><p>Stockholm: Sveavägen 10, 111 57 Stockholm</p><p>Copenhagen: Strøget 3, 1160 København</p>',
      }),
    },
    expect: { companyName: 'Tundra HR' },
    missing: { companyLocation: 'not_stated' },
  }),
  formCase({
    id: 'seat-form/offices-marked-hq',
    kind: 'seat: offices',
    about:
      'a footer lists three offices, the second marked "Headquarters": that one',
    person: ['Noah', 'Fischer'],
    domain: 'alpenrose-it.test',
    pages: {
      '/': formPage({
        title: 'Alpenrose IT | Managed IT for clinics',
        siteName: 'Alpenrose IT',
        body: '<h1>IT that keeps clinics running</h1>',
        footer:
          '<p>Vienna office: Ringstraße 1, 1010 Wien</p><p>Headquarters: Bahnhofstrasse 3, 8001 Zürich</p><p>Munich office: Leopoldstraße 8, 80802 München</p>',
      }),
    },
    expect: { companyName: 'Alpenrose IT', companyLocation: 'Zürich' },
  }),
  formCase({
    id: 'seat-form/offices-json-ld-marked',
    kind: 'seat: offices',
    about: 'JSON-LD lists two offices, one named "Headquarters"',
    person: ['Maya', 'Levi'],
    domain: 'cedar-ops.test',
    pages: {
      '/': formPage({
        title: 'Cedar Ops | Incident response software',
        siteName: 'Cedar Ops',
        head: ld({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Cedar Ops',
          url: 'https://cedar-ops.test/',
          address: [
            office('New York', 'US'),
            office('Tel Aviv', 'IL', { name: 'Headquarters' }),
          ],
        }),
        body: '<h1>Calm incidents</h1>',
      }),
    },
    expect: {
      companyName: 'Cedar Ops',
      companyLocation: ['Tel Aviv, IL', 'Tel Aviv'],
    },
  }),
];
