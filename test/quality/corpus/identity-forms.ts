// Fingerprints follow identity: every fact from a page follows the identity link of that page's
// owner, technology fingerprints included. A home page that redirects to another organisation's
// site that never names the company gives nothing; one that redirects to the company's own other
// domain gives what it states.
import { redirect } from '../case.js';
import { html } from '../case.js';
import { formCase, formPage } from './form-page.js';

const GLOBEX_HOME = formPage({
  title: 'Globex | Cloud hosting for agencies',
  siteName: 'Globex',
  description: 'Globex hosts websites for 4,000 agencies.',
  head: `<script src="https://js.stripe.com/v3/"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-GLOBEX1"></script>
<script type="application/ld+json">{"@type":"Organization","name":"Globex","url":"https://globex-hosting.test/","numberOfEmployees":400}</script>`,
  body: '<h1>Hosting that scales</h1><p>Globex is headquartered in Denver.</p>',
});

const BUYER_HOME = formPage({
  title: 'Kettle & Co. | Kitchen design studio',
  description: 'Kettle & Co. designs kitchens for small restaurants.',
  head: '<script defer data-domain="kettleandco.test" src="https://plausible.io/js/script.js"></script>',
  body: '<h1>Kitchens that work</h1><p>Family-run since 1998.</p>',
});

export const IDENTITY_FORM_CASES = [
  formCase({
    id: 'redirect/to-hosting-company',
    kind: 'redirect without identity',
    about:
      "the home page redirects to a hosting company's own site, which never names the company: no facts, no fingerprints",
    person: ['Rosa', 'Lind'],
    domain: 'lindqvist-bakery.test',
    pages: { '/': redirect('http://globex-hosting.test/') },
    sites: { 'globex-hosting.test': { '/': html(GLOBEX_HOME) } },
    expect: {},
    // The page's own block is the hosting company's: another organisation's facts.
    missing: {
      companyName: 'other_organisation',
      employeeCount: 'other_organisation',
    },
  }),
  formCase({
    id: 'redirect/to-acquirer',
    kind: 'redirect without identity',
    about:
      'a sold domain redirects to an unrelated restaurant-design studio: its Plausible and its name are not ours',
    person: ['Tom', 'Hale'],
    domain: 'halewood-tools.test',
    pages: { '/': redirect('http://kettleandco.test/') },
    sites: { 'kettleandco.test': { '/': html(BUYER_HOME) } },
    expect: {},
    missing: { companyName: 'not_linked' },
  }),
  formCase({
    id: 'redirect/to-own-other-domain',
    kind: 'redirect with identity',
    about:
      "the home page redirects to the company's other domain, whose og:site_name is its name: facts and fingerprints kept",
    person: ['Ella', 'Marsh'],
    domain: 'brightpath.test',
    pages: { '/': redirect('http://brightpath-learning.test/') },
    sites: {
      'brightpath-learning.test': {
        '/': html(
          formPage({
            title: 'Brightpath | Online courses for nurses',
            siteName: 'Brightpath',
            head: '<script defer data-domain="brightpath-learning.test" src="https://plausible.io/js/script.js"></script>',
            body: '<h1>Learn on shift</h1><p>We are based in Leeds.</p>',
          }),
        ),
      },
    },
    expect: { companyName: 'Brightpath', companyLocation: 'Leeds' },
    allow: { industry: ['Education', 'Healthcare', 'Software'] },
    techStack: { expect: ['Plausible'] },
  }),
  formCase({
    id: 'redirect/to-parent-naming-us',
    kind: 'redirect with identity',
    about:
      "the home page redirects to the group's page whose JSON-LD block has the company's own url",
    person: ['Finn', 'Berg'],
    domain: 'sjoborg-marine.test',
    pages: { '/': redirect('http://nordhav-group.test/brands/sjoborg') },
    sites: {
      'nordhav-group.test': {
        '/brands/sjoborg': html(
          formPage({
            title: 'Sjöborg Marine – a Nordhav Group brand',
            head: `<script type="application/ld+json">{"@type":"Organization","name":"Sjöborg Marine","url":"https://sjoborg-marine.test/","address":{"@type":"PostalAddress","addressLocality":"Bergen","addressCountry":"NO"}}</script>
<script src="https://js.stripe.com/v3/"></script>`,
            body: '<h1>Sjöborg Marine</h1>',
          }),
        ),
      },
    },
    expect: {
      companyName: 'Sjöborg Marine',
      companyLocation: ['Bergen, NO', 'Bergen'],
    },
    allow: { industry: ['Manufacturing', 'Logistics & Transportation'] },
    techStack: { allow: ['Stripe'] },
  }),
];
