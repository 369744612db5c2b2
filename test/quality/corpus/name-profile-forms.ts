// The company's name when the title is a slogan or the brand is in another script (from
// og:site_name, the logo's alt text, the copyright holder), given as the company writes it; its
// LinkedIn from icon-only footer links and JSON-LD sameAs. Traps: a slogan is no name, an
// agency's icon link is not the company's page.
import { formCase, formPage } from './form-page.js';

export const NAME_PROFILE_FORM_CASES = [
  formCase({
    id: 'name/slogan-title-logo-alt',
    kind: 'name: slogan title',
    about:
      'the title is a slogan; the logo in the link to the home page says "Quillfeather"',
    person: ['Ada', 'Stone'],
    domain: 'quillfeather.test',
    pages: {
      '/': formPage({
        title: 'Write less, say more',
        body: '<header><a href="/"><img src="/brand.svg" alt="Quillfeather"></a></header><h1>Write less, say more</h1>',
      }),
    },
    expect: { companyName: 'Quillfeather' },
    allow: { companyDescription: 'Write less, say more' },
  }),
  formCase({
    id: 'name/cyrillic-brand',
    kind: 'name: another script',
    about:
      'a Cyrillic brand at a Latin domain: title "Вектор — облачные решения", logo alt "Вектор"',
    person: ['Dmitry', 'Orlov'],
    domain: 'vektor-cloud.test',
    pages: {
      '/': formPage({
        lang: 'ru',
        title: 'Облачные решения для бизнеса',
        body: '<header><img class="site-logo" src="/logo.png" alt="Вектор"></header><h1>Облачные решения</h1>',
        footer: '<p>© 2024 ООО «Вектор»</p>',
      }),
    },
    expect: { companyName: 'Вектор' },
  }),
  formCase({
    id: 'name/greek-brand',
    kind: 'name: another script',
    about:
      'a Greek brand whose copyright line is the domain name: "© 2024 Αθηνά Λογισμικό ΑΕ"',
    person: ['Eleni', 'Papadopoulou'],
    domain: 'athina.test',
    pages: {
      '/': formPage({
        lang: 'el',
        title: 'Λογισμικό για λογιστές',
        body: '<h1>Λογισμικό για λογιστές</h1>',
        footer: '<p>© 2024 Αθηνά ΑΕ</p>',
      }),
    },
    expect: { companyName: 'Αθηνά' },
  }),
  formCase({
    id: 'name/chinese-brand',
    kind: 'name: another script',
    about: 'a Chinese brand: og:site_name "青松软件" and a slogan title',
    person: ['Jun', 'Liu'],
    domain: 'qingsong.test',
    pages: {
      '/': formPage({
        lang: 'zh',
        title: '让企业管理更简单',
        siteName: '青松软件',
        body: '<h1>让企业管理更简单</h1>',
      }),
    },
    expect: { companyName: '青松软件' },
  }),
  formCase({
    id: 'profile/icon-only-linkedin',
    kind: 'profile: icon link',
    about:
      'the only LinkedIn link is a footer icon with aria-label "LinkedIn" and a numeric company id',
    person: ['Kai', 'Moss'],
    domain: 'tidepool-labs.test',
    pages: {
      '/': formPage({
        title: 'Tidepool Labs | Ocean sensor software',
        siteName: 'Tidepool Labs',
        body: '<h1>Ocean data, live</h1>',
        footer:
          '<a href="https://www.linkedin.com/company/74120533/" aria-label="LinkedIn"><svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg></a> <a href="https://x.com/tidepoollabs" title="X"><svg></svg></a>',
      }),
    },
    expect: {
      companyName: 'Tidepool Labs',
      companyLinkedinUrl: 'https://www.linkedin.com/company/74120533',
    },
    company: { xUrl: 'https://x.com/tidepoollabs' },
  }),
  formCase({
    id: 'profile/icon-only-linkedin-title',
    kind: 'profile: icon link',
    about: 'a footer icon link titled "Follow us on LinkedIn" to a handle slug',
    person: ['Mila', 'Novak'],
    domain: 'brickwise.test',
    pages: {
      '/': formPage({
        title: 'Brickwise | Quantity surveying software',
        siteName: 'Brickwise',
        body: '<h1>Estimates you can trust</h1>',
        footer:
          '<a href="https://www.linkedin.com/company/bw-estimating/" title="Follow us on LinkedIn"><i class="icon-linkedin"></i></a>',
      }),
    },
    expect: {
      companyName: 'Brickwise',
      companyLinkedinUrl: 'https://www.linkedin.com/company/bw-estimating',
    },
  }),
  formCase({
    id: 'profile/agency-icon-trap',
    kind: 'profile: icon link',
    about:
      "two icon-only LinkedIn links (ours and the agency's): no way to tell which is ours, none kept",
    person: ['Ben', 'Ortiz'],
    domain: 'oakridge-dental.test',
    pages: {
      '/': formPage({
        title: 'Oakridge Dental | Family dentistry',
        siteName: 'Oakridge Dental',
        body: '<h1>Smiles for all ages</h1>',
        footer:
          '<a href="https://www.linkedin.com/company/30001234/" aria-label="LinkedIn"><svg></svg></a> Website by <a href="https://pixelforge.test/">Pixelforge</a> <a href="https://www.linkedin.com/company/pixelforge-studio/" aria-label="LinkedIn"><svg></svg></a>',
      }),
    },
    expect: { companyName: 'Oakridge Dental' },
    allow: { industry: ['Healthcare', 'Health & Wellness'] },
  }),
  formCase({
    id: 'profile/json-ld-same-as',
    kind: 'profile: JSON-LD sameAs',
    about:
      "the company's own Organization lists its LinkedIn in sameAs; no link on the page",
    person: ['Iris', 'Wolf'],
    domain: 'lumen-grid.test',
    pages: {
      '/': formPage({
        title: 'Lumen Grid | Street lighting control',
        siteName: 'Lumen Grid',
        head: '<script type="application/ld+json">{"@type":"Organization","name":"Lumen Grid","url":"https://lumen-grid.test/","sameAs":["https://www.linkedin.com/company/lumengrid","https://x.com/lumengrid"]}</script>',
        body: '<h1>Light where it is needed</h1>',
      }),
    },
    expect: {
      companyName: 'Lumen Grid',
      companyLinkedinUrl: 'https://www.linkedin.com/company/lumengrid',
    },
    company: { xUrl: 'https://x.com/lumengrid' },
    allow: { industry: ['Software', 'Energy'] },
  }),
  formCase({
    id: 'name/slogan-title-copyright',
    kind: 'name: slogan title',
    about:
      'the title is a slogan, no og:site_name, no logo text; the copyright holder is the domain name',
    person: ['Rhys', 'Evans'],
    domain: 'fernhill-studio.test',
    pages: {
      '/': formPage({
        title: 'We design homes that age well',
        body: '<h1>We design homes that age well</h1>',
        footer: '<p>© 2024 Fernhill Studio Ltd. All rights reserved.</p>',
      }),
    },
    expect: { companyName: 'Fernhill Studio' },
    allow: {
      companyDescription: 'We design homes that age well',
      industry: ['Real Estate & Construction', 'Professional Services'],
    },
  }),
  formCase({
    id: 'profile/json-ld-same-as-graph',
    kind: 'profile: JSON-LD sameAs',
    about:
      "an @graph with the company's Organization (sameAs LinkedIn) and a WebSite node",
    person: ['Tess', 'Hart'],
    domain: 'orchard-pay.test',
    pages: {
      '/': formPage({
        title: 'Orchard Pay | Payroll for farms',
        siteName: 'Orchard Pay',
        head: '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","url":"https://orchard-pay.test/","name":"Orchard Pay"},{"@type":"Organization","@id":"https://orchard-pay.test/#org","name":"Orchard Pay","sameAs":["https://www.linkedin.com/company/orchard-pay-ltd"]}]}</script>',
        body: '<h1>Pay your seasonal crew on time</h1>',
      }),
    },
    expect: {
      companyName: 'Orchard Pay',
      companyLinkedinUrl: 'https://www.linkedin.com/company/orchard-pay-ltd',
    },
    allow: { industry: ['Software', 'Financial Services', 'Agriculture'] },
  }),
];
