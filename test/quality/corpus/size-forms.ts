// Size as sites state it: a range is an employeeRange, never a count ("51–200 employees",
// "between 10 and 50 people", "Company size: 11-50", schema.org numberOfEmployees with
// minValue/maxValue); an exact count is an employeeCount (and gives the range as the docs say).
// Traps: the sizes of the customers a company serves.
import { formCase, formPage } from './form-page.js';

export const SIZE_FORM_CASES = [
  formCase({
    id: 'size/range-en-dash',
    kind: 'size: stated range',
    about:
      '"We are 51–200 employees across Europe"; customers "with 10 to 50 people" are not us',
    person: ['Ruth', 'Adler'],
    domain: 'ledgerline.test',
    pages: {
      '/': formPage({
        title: 'Ledgerline | Accounting software for agencies',
        siteName: 'Ledgerline',
        body: '<h1>Books that close themselves</h1><p>Built for agencies with 10 to 50 people.</p><p>We are 51–200 employees across Europe.</p>',
      }),
    },
    expect: { companyName: 'Ledgerline', employeeRange: '51-200' },
    allow: { industry: ['Software', 'Financial Services'] },
  }),
  formCase({
    id: 'size/range-between',
    kind: 'size: stated range',
    about: '"a team of between 10 and 50 people"',
    person: ['Omar', 'Haddad'],
    domain: 'saffron-ops.test',
    pages: {
      '/': formPage({
        title: 'Saffron Ops | Kitchen software',
        siteName: 'Saffron Ops',
        body: '<h1>Calm kitchens</h1><p>Saffron Ops is a team of between 10 and 50 people.</p>',
      }),
    },
    expect: { companyName: 'Saffron Ops', employeeRange: '11-50' },
  }),
  formCase({
    id: 'size/range-label-de',
    kind: 'size: stated range',
    about:
      'German: "Unternehmensgröße: 11-50 Mitarbeitende" and "zwischen 10 und 50" for Kunden',
    person: ['Paul', 'Wagner'],
    domain: 'kiefer-digital.test',
    pages: {
      '/': formPage({
        lang: 'de',
        title: 'Kiefer Digital | Software für Handwerksbetriebe',
        siteName: 'Kiefer Digital',
        body: '<h1>Digital im Handwerk</h1><p>Für Betriebe mit 5 bis 20 Mitarbeitern.</p><p>Unternehmensgröße: 11-50 Mitarbeitende</p>',
      }),
    },
    expect: { companyName: 'Kiefer Digital', employeeRange: '11-50' },
  }),
  formCase({
    id: 'size/range-fr',
    kind: 'size: stated range',
    about: 'French: "Nous sommes entre 50 et 200 collaborateurs"',
    person: ['Lea', 'Martin'],
    domain: 'cobalt-rh.test',
    pages: {
      '/': formPage({
        lang: 'fr',
        title: 'Cobalt RH | Logiciel de paie',
        siteName: 'Cobalt RH',
        body: '<h1>La paie sans stress</h1><p>Nous sommes entre 50 et 200 collaborateurs.</p>',
      }),
    },
    expect: { companyName: 'Cobalt RH', employeeRange: '51-200' },
  }),
  formCase({
    id: 'size/range-json-ld',
    kind: 'size: stated range',
    about: 'schema.org numberOfEmployees {minValue: 11, maxValue: 50}',
    person: ['Ivy', 'Chen'],
    domain: 'harbor-forms.test',
    pages: {
      '/': formPage({
        title: 'Harbor Forms | Form builder',
        siteName: 'Harbor Forms',
        head: '<script type="application/ld+json">{"@type":"Organization","name":"Harbor Forms","url":"https://harbor-forms.test/","numberOfEmployees":{"@type":"QuantitativeValue","minValue":11,"maxValue":50}}</script>',
        body: '<h1>Forms people finish</h1>',
      }),
    },
    expect: { companyName: 'Harbor Forms', employeeRange: '11-50' },
  }),
  formCase({
    id: 'size/exact-count-words',
    kind: 'size: exact count',
    about: 'an exact count "a team of 37 people" gives the count and its range',
    person: ['Zoe', 'Bell'],
    domain: 'pinecone-care.test',
    pages: {
      '/': formPage({
        title: 'Pinecone Care | Home care scheduling',
        siteName: 'Pinecone Care',
        body: '<h1>Care, on time</h1><p>We are a team of 37 people in Bristol and Cardiff.</p>',
      }),
    },
    expect: {
      companyName: 'Pinecone Care',
      employeeCount: 37,
      employeeRange: '11-50',
    },
    allow: { industry: ['Software', 'Healthcare', 'Health & Wellness'] },
  }),
  formCase({
    id: 'size/range-ru-ja',
    kind: 'size: stated range',
    about: 'Russian: "У нас от 50 до 200 сотрудников"',
    person: ['Anna', 'Volkova'],
    domain: 'kedr-soft.test',
    pages: {
      '/': formPage({
        lang: 'ru',
        title: 'Кедр Софт | Программы для бизнеса',
        siteName: 'Кедр Софт',
        body: '<h1>Кедр Софт</h1><p>У нас от 50 до 200 сотрудников.</p>',
      }),
    },
    expect: { companyName: 'Кедр Софт', employeeRange: '51-200' },
  }),
  formCase({
    id: 'size/range-ja',
    kind: 'size: stated range',
    about: 'Japanese company profile: "従業員数：50〜200名"',
    person: ['Ren', 'Kobayashi'],
    domain: 'hikari-systems.test',
    pages: {
      '/': formPage({
        lang: 'ja',
        title: 'ひかりシステムズ | 業務システム開発',
        siteName: 'ひかりシステムズ',
        body: '<h1>ひかりシステムズ</h1><p>従業員数：50〜200名</p>',
      }),
    },
    expect: { companyName: 'ひかりシステムズ', employeeRange: '51-200' },
  }),
  formCase({
    id: 'size/exact-count-fr',
    kind: 'size: exact count',
    about:
      'French: "Nous sommes 42 collaborateurs" beside clients "de 10 à 500 salariés"',
    person: ['Manon', 'Petit'],
    domain: 'bastide-soft.test',
    pages: {
      '/': formPage({
        lang: 'fr',
        title: 'Bastide | Logiciel pour cabinets comptables',
        siteName: 'Bastide',
        body: '<h1>Bastide</h1><p>Pour les cabinets de 10 à 500 salariés.</p><p>Nous sommes 42 collaborateurs.</p>',
      }),
    },
    expect: {
      companyName: 'Bastide',
      employeeCount: 42,
      employeeRange: '11-50',
    },
  }),
];
