// Issue 33, profiles: the company's own X account, in each form a site links it (a footer icon
// named by aria-label or title, a link whose handle or text names the company, JSON-LD sameAs),
// next to the X links that are not the company's: share buttons, an embedded tweet of a
// customer, an employee's handle in a byline or team card, a partner's account.
import { formCase, formPage } from './form-page.js';

const ICON = '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>';
const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

export const X_ACCOUNT_FORM_CASES = [
  formCase({
    id: 'x-account/icon-aria-label',
    kind: 'profile: X icon link',
    about:
      'a footer icon with aria-label "X" to a handle that does not spell the name; the only X link',
    person: ['Nora', 'Lind'],
    domain: 'harborlight.test',
    pages: {
      '/': formPage({
        title: 'Harborlight Analytics | Port traffic forecasts',
        siteName: 'Harborlight Analytics',
        body: '<h1>Know when the ships arrive</h1><p>Berth planning for container terminals.</p>',
        footer: `<a href="https://www.linkedin.com/company/harborlight-analytics/" aria-label="LinkedIn">${ICON}</a> <a href="https://x.com/hrbrlight" aria-label="X">${ICON}</a> <a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fharborlight.test" aria-label="Share on X">${ICON}</a>`,
      }),
    },
    expect: {
      companyName: 'Harborlight Analytics',
      companyLinkedinUrl:
        'https://www.linkedin.com/company/harborlight-analytics',
    },
    company: { xUrl: 'https://x.com/hrbrlight' },
  }),
  formCase({
    id: 'x-account/icon-title',
    kind: 'profile: X icon link',
    about:
      'a footer icon titled "Follow us on Twitter" (twitter.com, an old theme), no text',
    person: ['Owen', 'Pratt'],
    domain: 'copperleaf-studio.test',
    pages: {
      '/': formPage({
        title: 'Copperleaf Studio | Brand identity for breweries',
        siteName: 'Copperleaf Studio',
        body: '<h1>Labels people remember</h1>',
        footer:
          '<a href="https://twitter.com/cprlf_design" title="Follow us on Twitter"><i class="fa fa-twitter"></i></a> <a href="https://www.instagram.com/copperleafstudio/" title="Instagram"><i class="fa fa-instagram"></i></a>',
      }),
    },
    expect: { companyName: 'Copperleaf Studio' },
    allow: { industry: ['Marketing & Advertising', 'Design'] },
    company: { xUrl: 'https://x.com/cprlf_design' },
  }),
  formCase({
    id: 'x-account/icon-aria-label-de',
    kind: 'profile: X icon link',
    about:
      'a German footer icon, aria-label "Folgen Sie uns auf X", in a div-built footer',
    person: ['Jonas', 'Brandt'],
    domain: 'bergwerk-logistik.test',
    pages: {
      '/': formPage({
        lang: 'de',
        title: 'Bergwerk Logistik | Schwertransporte aus dem Ruhrgebiet',
        siteName: 'Bergwerk Logistik',
        body: `<h1>Schwer? Kein Problem.</h1><p>Schwertransporte und Kranarbeiten seit 1987.</p><div class="site-footer"><a href="https://x.com/bw_logistik" aria-label="Folgen Sie uns auf X">${ICON}</a></div>`,
      }),
    },
    expect: { companyName: 'Bergwerk Logistik' },
    allow: { industry: ['Logistics', 'Transportation'] },
    company: { xUrl: 'https://x.com/bw_logistik' },
  }),
  formCase({
    id: 'x-account/handle-names-company',
    kind: 'profile: X link naming the company',
    about:
      'a text link "Twitter" whose handle is the domain\'s name with "HQ"; an author\'s handle in a blog teaser',
    person: ['Dana', 'Whit'],
    domain: 'pinecrest.test',
    pages: {
      '/': formPage({
        title: 'Pinecrest Payroll | Payroll for small teams',
        siteName: 'Pinecrest Payroll',
        body: '<h1>Payroll in ten minutes</h1><article><h3>Year-end checklist</h3><p>By Sam Ortega <a href="https://x.com/samortega">@samortega</a></p></article>',
        footer:
          '<a href="https://twitter.com/PinecrestHQ">Twitter</a> · <a href="/privacy">Privacy</a>',
      }),
    },
    expect: { companyName: 'Pinecrest Payroll' },
    allow: { industry: ['Software', 'Financial Services'] },
    company: { xUrl: 'https://x.com/pinecresthq' },
  }),
  formCase({
    id: 'x-account/label-names-company',
    kind: 'profile: X link naming the company',
    about:
      'an icon in the page body whose aria-label names the company ("Quillvale on X"), handle abbreviated',
    person: ['Lea', 'Marsh'],
    domain: 'quillvale.test',
    pages: {
      '/': formPage({
        title: 'Quillvale | Contract review for procurement teams',
        siteName: 'Quillvale',
        body: `<h1>Read every clause</h1><div class="social"><a href="https://x.com/qv_contracts" aria-label="Quillvale on X">${ICON}</a></div>`,
      }),
    },
    expect: { companyName: 'Quillvale' },
    allow: { industry: ['Software', 'Legal Services'] },
    company: { xUrl: 'https://x.com/qv_contracts' },
  }),
  formCase({
    id: 'x-account/same-as-with-share',
    kind: 'profile: X in JSON-LD sameAs',
    about:
      "the company's own Organization lists its X account in sameAs; the page has only share buttons",
    person: ['Ravi', 'Shah'],
    domain: 'northwind-maps.test',
    pages: {
      '/': formPage({
        title: 'Northwind Maps | Offline maps for field crews',
        siteName: 'Northwind Maps',
        head: ld({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Northwind Maps',
          url: 'https://northwind-maps.test/',
          sameAs: ['https://twitter.com/NWMapsHQ'],
        }),
        body: '<h1>Maps that work without signal</h1>',
        footer: `<a href="https://twitter.com/share?url=https://northwind-maps.test" aria-label="Tweet">${ICON}</a> <a href="https://twitter.com/home?status=Offline%20maps" title="Share on Twitter">${ICON}</a>`,
      }),
    },
    expect: { companyName: 'Northwind Maps' },
    company: { xUrl: 'https://x.com/nwmapshq' },
  }),
  formCase({
    id: 'x-account/same-as-graph',
    kind: 'profile: X in JSON-LD sameAs',
    about:
      'sameAs in an @graph Organization with an x.com URL; a customer tweet embedded on the page',
    person: ['Elif', 'Kaya'],
    domain: 'tallyhouse.test',
    pages: {
      '/': formPage({
        title: 'Tallyhouse | Inventory for independent shops',
        siteName: 'Tallyhouse',
        head: ld({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'WebSite',
              url: 'https://tallyhouse.test/',
              name: 'Tallyhouse',
            },
            {
              '@type': 'Organization',
              '@id': 'https://tallyhouse.test/#org',
              name: 'Tallyhouse',
              sameAs: ['https://x.com/tally_house'],
            },
          ],
        }),
        body: '<h1>Stock counts without the clipboard</h1><blockquote class="twitter-tweet"><p lang="en">Counted the whole shop in an hour with <a href="https://twitter.com/tally_house?ref_src=twsrc%5Etfw">@tally_house</a></p>&mdash; Mara Quist (@maraquist) <a href="https://twitter.com/maraquist/status/1790000000000000000?ref_src=twsrc%5Etfw">May 2, 2024</a></blockquote>',
      }),
    },
    expect: { companyName: 'Tallyhouse' },
    allow: { industry: ['Software', 'Retail'] },
    company: { xUrl: 'https://x.com/tally_house' },
  }),
  formCase({
    id: 'x-account/trap-share-only',
    kind: 'profile: X trap',
    about:
      'share and intent buttons only (/intent/tweet, /share, /intent/follow): no account of the company',
    person: ['Ana', 'Ruiz'],
    domain: 'saltmarsh-books.test',
    pages: {
      '/': formPage({
        title: 'Saltmarsh Books | Independent bookshop',
        siteName: 'Saltmarsh Books',
        body: '<h1>Books worth the trip</h1><p>Share our reading list: <a href="https://twitter.com/intent/tweet?text=Reading%20list&amp;url=https://saltmarsh-books.test/list">Tweet</a> <a href="https://x.com/share?url=https://saltmarsh-books.test/list">Post on X</a></p>',
        footer: `<a href="https://twitter.com/intent/follow?screen_name=saltmarshbooks" aria-label="X">${ICON}</a>`,
      }),
    },
    expect: { companyName: 'Saltmarsh Books' },
    allow: { industry: ['Retail', 'Media & Publishing'] },
  }),
  formCase({
    id: 'x-account/trap-embedded-tweet',
    kind: 'profile: X trap',
    about:
      "an embedded tweet of a customer (its author's profile and tweet links) and no account of the company's own",
    person: ['Tom', 'Fenn'],
    domain: 'brightwell-hvac.test',
    pages: {
      '/': formPage({
        title: 'Brightwell HVAC | Heating and cooling in Leeds',
        siteName: 'Brightwell HVAC',
        body: '<h1>Warm in winter, cool in summer</h1><blockquote class="twitter-tweet"><p lang="en">Boiler fixed the same day. Cannot recommend them enough.</p>&mdash; Priya Shah (<a href="https://twitter.com/priyashah_lds?ref_src=twsrc%5Etfw">@priyashah_lds</a>) <a href="https://twitter.com/priyashah_lds/status/1780000000000000000?ref_src=twsrc%5Etfw">April 9, 2024</a></blockquote>',
      }),
    },
    expect: { companyName: 'Brightwell HVAC' },
    allow: { industry: ['Construction', 'Home Services'] },
  }),
  formCase({
    id: 'x-account/trap-employee-handles',
    kind: 'profile: X trap',
    about:
      "an employee's handle in a blog byline and another's bare X icon on a team card; no company account",
    person: ['Maya', 'Cole'],
    domain: 'ridgeway-legal.test',
    pages: {
      '/': formPage({
        title: 'Ridgeway Legal | Employment law for startups',
        siteName: 'Ridgeway Legal',
        body: `<h1>Employment law, plainly</h1><section><h2>Our team</h2><div class="team-card"><h3>Tom Reed</h3><p>Partner</p><div class="card-footer"><a href="https://x.com/tomreed_law" aria-label="X">${ICON}</a></div></div></section><section><h2>From the blog</h2><article><h3>Option pools explained</h3><p>By Priya Nair <a href="https://x.com/priyanair">@priyanair</a></p></article></section>`,
      }),
    },
    expect: { companyName: 'Ridgeway Legal' },
    allow: { industry: ['Legal Services'] },
  }),
  formCase({
    id: 'x-account/trap-article-footer-icon',
    kind: 'profile: X trap',
    about:
      "a person's bare X icon in the <footer> of her <article> card on the home page; the site's own footer links no X account",
    person: ['Ida', 'Moss'],
    domain: 'saltmarsh-ai.test',
    pages: {
      '/': formPage({
        title: 'Saltmarsh | Tide models for ports',
        siteName: 'Saltmarsh',
        body: `<h1>Tide models for ports</h1><section><h2>Founders</h2><article class="member"><h3>Ida Moss</h3><p>Founder</p><footer><a href="https://x.com/idamoss" aria-label="X">${ICON}</a></footer></article></section>`,
        footer: `<a href="https://www.linkedin.com/company/saltmarsh-ai/" aria-label="LinkedIn">${ICON}</a>`,
      }),
    },
    expect: {
      companyName: 'Saltmarsh',
      companyLinkedinUrl: 'https://www.linkedin.com/company/saltmarsh-ai',
    },
    allow: { industry: ['Software', 'IT Services', 'Logistics'] },
  }),
  formCase({
    id: 'x-account/trap-partner-named',
    kind: 'profile: X trap',
    about:
      "a partner's account linked by name beside the company's own footer icon whose handle is its name",
    person: ['Leo', 'Hart'],
    domain: 'greenbank-solar.test',
    pages: {
      '/': formPage({
        title: 'Greenbank Solar | Rooftop solar in Bristol',
        siteName: 'Greenbank Solar',
        body: '<h1>Your roof, your power</h1><p>We install with our battery partner — follow <a href="https://x.com/voltaro">Voltaro</a> for storage news.</p>',
        footer: `<a href="https://x.com/greenbanksolar" aria-label="X">${ICON}</a>`,
      }),
    },
    expect: { companyName: 'Greenbank Solar' },
    allow: { industry: ['Energy', 'Construction'] },
    company: { xUrl: 'https://x.com/greenbanksolar' },
  }),
  formCase({
    id: 'x-account/trap-partner-icon',
    kind: 'profile: X trap',
    about:
      "a partner's bare X icon in the footer, the partner an Organization of its own in the page's JSON-LD; no company account",
    person: ['Ines', 'Vogt'],
    domain: 'marigold-clinic.test',
    pages: {
      '/': formPage({
        title: 'Marigold Clinic | Physiotherapy in Bath',
        siteName: 'Marigold Clinic',
        head: ld({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'MedicalClinic',
              name: 'Marigold Clinic',
              url: 'https://marigold-clinic.test/',
            },
            {
              '@type': 'Organization',
              name: 'HealthBridge Network',
              url: 'https://healthbridge.test/',
            },
          ],
        }),
        body: '<h1>Move without pain</h1>',
        footer: `Member of <a href="https://healthbridge.test/">HealthBridge Network</a> <a href="https://x.com/healthbridge_net" aria-label="X">${ICON}</a>`,
      }),
    },
    expect: { companyName: 'Marigold Clinic' },
    allow: { industry: ['Healthcare', 'Health & Wellness'] },
  }),
];
