// Who the person is, from the company's own pages when the person is named in full: a team page
// linked from the home page (cards, figure captions, definition lists, schema.org Person,
// "Name — Role" lines) and blog bylines, in en, de, fr and es. Next to them, traps that must give
// no title: another domain's team page, a customer's testimonial, a colleague of the same first
// name, advisors and investors, job openings, a team link redirecting to another site.
import { html, redirect } from '../case.js';
import { formCase, formPage } from './form-page.js';

/** A home page linking its team page and blog with `links` (label -> path or URL). */
export const home = (
  brand: string,
  line: string,
  links: Record<string, string>,
) =>
  formPage({
    title: `${brand} | ${line}`,
    siteName: brand,
    body: `<h1>${brand}</h1><p>${line}</p><nav>${Object.entries(links)
      .map(([text, href]) => `<a href="${href}">${text}</a>`)
      .join(' ')}</nav>`,
  });

export const teamPage = (
  brand: string,
  heading: string,
  body: string,
  lang = 'en',
) => formPage({ lang, title: `${heading} | ${brand}`, siteName: brand, body });

const card = (name: string, role?: string) =>
  `<div class="member"><img src="/p/${name.split(' ')[0].toLowerCase()}.jpg" alt=""><h3>${name}</h3>${role ? `<p>${role}</p>` : ''}</div>`;

export const TEAM_TITLE_CASES = [
  // Team grid cards.
  formCase({
    id: 'team-title/grid-cards',
    kind: 'title: team page card',
    about: 'a team grid of name and role cards; the person is the second card',
    person: ['Mira', 'Kovac'],
    domain: 'larchway.test',
    pages: {
      '/': home('Larchway', 'Scheduling for clinics', { Team: '/team' }),
      '/team': teamPage(
        'Larchway',
        'Team',
        `<h2>Our team</h2><section class="grid">${card('Tom Alder', 'CEO')}${card('Mira Kovac', 'Head of Growth')}${card('Ines Baum', 'Staff Engineer')}</section>`,
      ),
    },
    expect: { companyName: 'Larchway', title: 'Head of Growth' },
    citedTo: { title: 'http://larchway.test/team' },
    allow: { seniority: 'director', department: 'marketing' },
  }),
  formCase({
    id: 'team-title/grid-cards-de',
    kind: 'title: team page card',
    about:
      'a German "Über uns" page with name and role cards, accents in the name',
    person: ['Jürgen', 'Weiß'],
    domain: 'kupferfeld.test',
    pages: {
      '/': home('Kupferfeld', 'Lagerverwaltung für den Mittelstand', {
        'Über uns': '/ueber-uns',
      }),
      '/ueber-uns': teamPage(
        'Kupferfeld',
        'Über uns',
        `<h2>Das Team</h2>${card('Anna Roth', 'Geschäftsführerin')}${card('Jürgen Weiß', 'Leiter Vertrieb')}`,
        'de',
      ),
    },
    expect: { companyName: 'Kupferfeld', title: 'Leiter Vertrieb' },
    allow: {
      seniority: 'director',
      department: 'sales',
      industry: ['Software', 'IT Services', 'Logistics & Transportation'],
    },
  }),
  // <figure>/<figcaption>.
  formCase({
    id: 'team-title/figcaption',
    kind: 'title: figure caption',
    about: 'team photos in <figure>, name and role inline in the <figcaption>',
    person: ['Owen', 'Pratt'],
    domain: 'brightkiln.test',
    pages: {
      '/': home('Brightkiln', 'Kiln monitoring', { 'Our team': '/about/team' }),
      '/about/team': teamPage(
        'Brightkiln',
        'Our team',
        `<figure><img src="/a.jpg" alt=""><figcaption><strong>Lena Fox</strong> <span>CEO</span></figcaption></figure>
<figure><img src="/o.jpg" alt=""><figcaption><strong>Owen Pratt</strong> <span>VP Engineering</span></figcaption></figure>`,
      ),
    },
    expect: { companyName: 'Brightkiln', title: 'VP Engineering' },
    allow: { seniority: 'vp', department: 'engineering' },
  }),
  formCase({
    id: 'team-title/figcaption-fr',
    kind: 'title: figure caption',
    about:
      'a French "Équipe" page, name and role as blocks in the <figcaption>',
    person: ['Élodie', 'Marchand'],
    domain: 'ateliervolt.test',
    pages: {
      '/': home('Atelier Volt', 'Recharge pour flottes', { Équipe: '/equipe' }),
      '/equipe': teamPage(
        'Atelier Volt',
        'Équipe',
        `<h2>Notre équipe</h2><figure><img src="/e.jpg" alt=""><figcaption><h4>Élodie Marchand</h4><p>Directrice commerciale</p></figcaption></figure>
<figure><img src="/p.jpg" alt=""><figcaption><h4>Paul Girard</h4><p>Développeur</p></figcaption></figure>`,
        'fr',
      ),
    },
    expect: { companyName: 'Atelier Volt', title: 'Directrice commerciale' },
    allow: {
      seniority: 'director',
      department: 'sales',
      industry: ['Software', 'IT Services', 'Energy', 'Automotive'],
    },
  }),
  // Definition lists and tables.
  formCase({
    id: 'team-title/definition-list-es',
    kind: 'title: definition list',
    about: 'a Spanish "Equipo" page as a definition list: <dt> name, <dd> role',
    person: ['Lucía', 'Ortega'],
    domain: 'mareaalta.test',
    pages: {
      '/': home('Marea Alta', 'Reservas para puertos deportivos', {
        Equipo: '/equipo',
      }),
      '/equipo': teamPage(
        'Marea Alta',
        'Equipo',
        '<h2>Nuestro equipo</h2><dl><dt>Diego Serrano</dt><dd>CEO</dd><dt>Lucía Ortega</dt><dd>Directora de Producto</dd></dl>',
        'es',
      ),
    },
    expect: { companyName: 'Marea Alta', title: 'Directora de Producto' },
    allow: {
      seniority: 'director',
      department: 'product',
      industry: ['Software', 'IT Services', 'Travel & Hospitality'],
    },
  }),
  formCase({
    id: 'team-title/definition-list-en',
    kind: 'title: definition list',
    about: 'a "Leadership" definition list with a photo inside each <dt>',
    person: ['Grace', 'Okafor'],
    domain: 'emberline.test',
    pages: {
      '/': home('Emberline', 'Grid batteries', { Leadership: '/leadership' }),
      '/leadership': teamPage(
        'Emberline',
        'Leadership',
        '<h2>Leadership</h2><dl><dt><img src="/g.jpg" alt=""> Grace Okafor</dt><dd>Chief Financial Officer</dd><dt><img src="/b.jpg" alt=""> Ben Hart</dt><dd>Chief Executive Officer</dd></dl>',
      ),
    },
    expect: { companyName: 'Emberline', title: 'Chief Financial Officer' },
    allow: {
      seniority: 'executive',
      department: 'finance',
      industry: ['Software', 'IT Services', 'Energy'],
    },
  }),
  formCase({
    id: 'team-title/leadership-table',
    kind: 'title: definition list',
    about:
      'a "Leadership" page as a table: one row per person, name and role cells',
    person: ['Hugo', 'Lindqvist'],
    domain: 'saltmarsh.test',
    pages: {
      '/': home('Saltmarsh', 'Flood risk data', { Leadership: '/leadership' }),
      '/leadership': teamPage(
        'Saltmarsh',
        'Leadership',
        '<table><tr><td>Ruth Abara</td><td>Chief Executive Officer</td></tr><tr><td>Hugo Lindqvist</td><td>Chief Technology Officer</td></tr></table>',
      ),
    },
    expect: { companyName: 'Saltmarsh', title: 'Chief Technology Officer' },
    allow: {
      seniority: 'executive',
      department: 'engineering',
      industry: [
        'Software',
        'IT Services',
        'Insurance',
        'Environmental Services',
      ],
    },
  }),
  // schema.org Person.
  formCase({
    id: 'team-title/json-ld-person',
    kind: 'title: schema.org Person',
    about:
      'the team page marks its people up as JSON-LD Person with jobTitle only',
    person: ['Priya', 'Nair'],
    domain: 'quillpage.test',
    pages: {
      '/': home('Quillpage', 'Docs for APIs', { People: '/people' }),
      '/people': teamPage(
        'Quillpage',
        'People',
        `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Person', name: 'Sam Ortiz', jobTitle: 'Founder' },
            {
              '@type': 'Person',
              name: 'Priya Nair',
              jobTitle: 'Product Designer',
            },
          ],
        })}</script><h2>People</h2><p>Small team, big docs.</p>`,
      ),
    },
    expect: { companyName: 'Quillpage', title: 'Product Designer' },
    allow: {
      seniority: 'individual_contributor',
      department: 'design',
    },
  }),
  formCase({
    id: 'team-title/microdata-person',
    kind: 'title: schema.org Person',
    about:
      'team cards marked up with Microdata itemprop=name / itemprop=jobTitle',
    person: ['Felix', 'Brandt'],
    domain: 'hollowoak.test',
    pages: {
      '/': home('Hollow Oak', 'Audit trails', { Team: '/team' }),
      '/team': teamPage(
        'Hollow Oak',
        'Team',
        `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Felix Brandt</span><span itemprop="jobTitle">Engineering Manager</span></div>
<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Maya Stone</span><span itemprop="jobTitle">CEO</span></div>`,
      ),
    },
    expect: { companyName: 'Hollow Oak', title: 'Engineering Manager' },
    allow: { seniority: 'manager', department: 'engineering' },
  }),
  formCase({
    id: 'team-title/microdata-person-fr',
    kind: 'title: schema.org Person',
    about:
      'a French team page: Microdata Person cards with a nested worksFor of the company itself',
    person: ['Camille', 'Rousseau'],
    domain: 'brisemer.test',
    pages: {
      '/': home('Brisemer', 'Capteurs pour voiliers', {
        'Notre équipe': '/equipe',
      }),
      '/equipe': teamPage(
        'Brisemer',
        'Notre équipe',
        `<div itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Camille Rousseau</h3><p itemprop="jobTitle">Responsable marketing</p><span itemprop="worksFor" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Brisemer"></span></div>`,
        'fr',
      ),
    },
    expect: { companyName: 'Brisemer', title: 'Responsable marketing' },
    allow: {
      seniority: 'manager',
      department: 'marketing',
      industry: [
        'Software',
        'IT Services',
        'Manufacturing',
        'Consumer Electronics',
      ],
    },
  }),
  // "Name — Role", "Name, Role", "Name | Role" lines.
  formCase({
    id: 'team-title/dash-lines',
    kind: 'title: name and role line',
    about: 'a team list of "Name — Role" lines',
    person: ['Nadia', 'Holm'],
    domain: 'birchlane.test',
    pages: {
      '/': home('Birchlane', 'Payroll for nonprofits', { Team: '/team' }),
      '/team': teamPage(
        'Birchlane',
        'Team',
        '<ul><li>Carl Berg — CEO</li><li>Nadia Holm — Head of Customer Success</li></ul>',
      ),
    },
    expect: { companyName: 'Birchlane', title: 'Head of Customer Success' },
    allow: {
      seniority: 'director',
      department: 'customer_success',
    },
  }),
  formCase({
    id: 'team-title/comma-bar-lines',
    kind: 'title: name and role line',
    about: 'a people page of "Name, Role" and "Name | Role" paragraphs',
    person: ['Theo', 'Grant'],
    domain: 'pinecrest-labs.test',
    pages: {
      '/': home('Pinecrest Labs', 'Lab inventory', {
        'Meet the team': '/meet-the-team',
      }),
      '/meet-the-team': teamPage(
        'Pinecrest Labs',
        'Meet the team',
        '<p>Ada Moss, Co-founder &amp; CEO</p><p>Theo Grant | Data Scientist</p>',
      ),
    },
    expect: { companyName: 'Pinecrest Labs', title: 'Data Scientist' },
    allow: {
      seniority: 'individual_contributor',
      department: 'data',
    },
  }),
  formCase({
    id: 'team-title/comma-lines-es',
    kind: 'title: name and role line',
    about: 'a Spanish "Quiénes somos" page of "Nombre, Cargo" list items',
    person: ['Marta', 'Ibáñez'],
    domain: 'vientosur.test',
    pages: {
      '/': home('Viento Sur', 'Software para bodegas', {
        'Quiénes somos': '/quienes-somos',
      }),
      '/quienes-somos': teamPage(
        'Viento Sur',
        'Quiénes somos',
        '<h2>Equipo</h2><ul><li>Pablo Ruiz, Fundador y CEO</li><li>Marta Ibáñez, Gerente de ventas</li></ul>',
        'es',
      ),
    },
    expect: { companyName: 'Viento Sur', title: 'Gerente de ventas' },
    allow: {
      seniority: 'manager',
      department: 'sales',
      industry: ['Software', 'IT Services', 'Food & Beverage'],
    },
  }),
  // Blog bylines.
  formCase({
    id: 'team-title/byline-by',
    kind: 'title: blog byline',
    about: 'the blog index shows "By Name, Role" under each post',
    person: ['Jane', 'Roe'],
    domain: 'signalfern.test',
    pages: {
      '/': home('Signalfern', 'Email deliverability', { Blog: '/blog' }),
      '/blog': teamPage(
        'Signalfern',
        'Blog',
        '<article><h2>Warming up a domain</h2><p class="byline">By <a rel="author" href="/authors/jane">Jane Roe</a>, Head of Growth · 6 min read</p></article><article><h2>DMARC basics</h2><p class="byline">By Leo Park, Engineer</p></article>',
      ),
    },
    expect: { companyName: 'Signalfern', title: 'Head of Growth' },
    citedTo: { title: 'http://signalfern.test/blog' },
    allow: { seniority: 'director', department: 'marketing' },
  }),
  formCase({
    id: 'team-title/byline-author-box',
    kind: 'title: blog byline',
    about:
      'a "News" index with rel=author boxes: name and role as separate inline pieces',
    person: ['Karim', 'Haddad'],
    domain: 'tidepool.test',
    pages: {
      '/': home('Tidepool', 'Water quality sensors', { News: '/news' }),
      '/news': teamPage(
        'Tidepool',
        'News',
        '<article><h2>New sensor</h2><div class="author-box"><a rel="author" href="/k">Karim Haddad</a><span>Product Manager</span></div></article>',
      ),
    },
    expect: { companyName: 'Tidepool', title: 'Product Manager' },
    allow: { seniority: 'manager', department: 'product' },
  }),
  formCase({
    id: 'team-title/byline-middot',
    kind: 'title: blog byline',
    about: 'an "Insights" index with "Name · Role" bylines',
    person: ['Sofia', 'Lund'],
    domain: 'northbeam.test',
    pages: {
      '/': home('Northbeam', 'Freight pricing', { Insights: '/insights' }),
      '/insights': teamPage(
        'Northbeam',
        'Insights',
        '<article><h2>Q3 rates</h2><p>Sofia Lund · Head of Research</p></article>',
      ),
    },
    expect: { companyName: 'Northbeam', title: 'Head of Research' },
    allow: {
      seniority: 'director',
      industry: ['Software', 'IT Services', 'Logistics & Transportation'],
    },
  }),
  // The name only the person's own profile gives: "jr@" signs up without one, Gravatar says
  // "Jun Rask" (the keyless agent's company tools wait for the profiles' names).
  {
    ...formCase({
      id: 'team-title/name-from-gravatar',
      kind: 'title: team page card',
      about:
        'the address (jr@) and the signup give no name; Gravatar gives "Jun Rask", whose card the team page has',
      person: ['Jun', 'Rask'],
      domain: 'skerryworks.test',
      pages: {
        '/': home('Skerryworks', 'Harbour sensors', { Team: '/team' }),
        '/team': teamPage(
          'Skerryworks',
          'Team',
          `${card('Ida Holm', 'CEO')}${card('Jun Rask', 'Head of Operations')}`,
        ),
      },
      gravatar: {
        display_name: 'Jun Rask',
        profile_url: 'https://gravatar.com/junrask',
        avatar_url: 'https://0.gravatar.com/avatar/9c2e',
        verified_accounts: [],
      },
      expect: {
        companyName: 'Skerryworks',
        title: 'Head of Operations',
        photoUrl: 'https://0.gravatar.com/avatar/9c2e',
      },
      allow: { seniority: 'director', department: 'operations' },
    }),
    signup: { email: 'jr@skerryworks.test' },
  },
  // The person is on the page, without a role: not stated.
  formCase({
    id: 'team-title/listed-without-role',
    kind: 'title: team page card',
    about: 'the person has a card with a photo and a name, and no role',
    person: ['Ravi', 'Menon'],
    domain: 'glasswing.test',
    pages: {
      '/': home('Glasswing', 'Window films', { Team: '/team' }),
      '/team': teamPage(
        'Glasswing',
        'Team',
        `${card('Ravi Menon')}${card('Lea Sand', 'CEO')}`,
      ),
    },
    expect: { companyName: 'Glasswing' },
    missing: { title: 'not_stated' },
  }),
  // Traps.
  formCase({
    id: 'team-title/trap-agency-team-page',
    kind: 'title: team page trap',
    about:
      "the home page links its web agency's team page, which names the person",
    person: ['Jane', 'Roe'],
    domain: 'oakhurst.test',
    pages: {
      '/': home('Oakhurst', 'Garden design', {
        'Site by Pixelwerk — our team': 'http://pixelwerk.test/team',
      }),
    },
    sites: {
      'pixelwerk.test': {
        '/team': html(
          teamPage('Pixelwerk', 'Team', card('Jane Roe', 'Art Director')),
        ),
      },
    },
    expect: { companyName: 'Oakhurst' },
    missing: { title: 'not_stated' },
  }),
  formCase({
    id: 'team-title/trap-testimonial',
    kind: 'title: team page trap',
    about:
      'the About page quotes a customer of the same name: "Jane Roe, CEO of Globex"',
    person: ['Jane', 'Roe'],
    domain: 'fernleaf.test',
    pages: {
      '/': home('Fernleaf', 'Expense reports', { About: '/about' }),
      '/about': teamPage(
        'Fernleaf',
        'About',
        `<h2>Our team</h2>${card('Mark Hale', 'CEO')}<h2>What customers say</h2><div class="testimonial"><blockquote>“Fernleaf halved our month-end close.”</blockquote><p>Jane Roe, CEO of Globex</p></div>`,
      ),
    },
    expect: { companyName: 'Fernleaf' },
  }),
  formCase({
    id: 'team-title/trap-json-ld-review',
    kind: 'title: team page trap',
    about:
      'the About page marks up a customer review whose author has the same name, with a jobTitle',
    person: ['Jane', 'Roe'],
    domain: 'linnet.test',
    pages: {
      '/': home('Linnet', 'Shift planning', { About: '/about' }),
      '/about': teamPage(
        'Linnet',
        'About',
        `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Linnet',
          review: {
            '@type': 'Review',
            reviewBody: 'Saved us hours.',
            author: { '@type': 'Person', name: 'Jane Roe', jobTitle: 'COO' },
          },
        })}</script><h2>Our team</h2>${card('Ola Berg', 'CEO')}`,
      ),
    },
    expect: { companyName: 'Linnet' },
  }),
  formCase({
    id: 'team-title/trap-same-first-name',
    kind: 'title: team page trap',
    about: 'the team page has a Jane, but another Jane (Jane Doe, CTO)',
    person: ['Jane', 'Roe'],
    domain: 'quartzline.test',
    pages: {
      '/': home('Quartzline', 'Lab scheduling', { Team: '/team' }),
      '/team': teamPage(
        'Quartzline',
        'Team',
        `${card('Jane Doe', 'CTO')}${card('Jane', 'Office Manager')}`,
      ),
    },
    expect: { companyName: 'Quartzline' },
    missing: { title: 'not_stated' },
  }),
  formCase({
    id: 'team-title/trap-role-first-list',
    kind: 'title: team page trap',
    about:
      'a "Team" definition list that puts the role first (<dt> role, <dd> name): the line after the person is the next card\'s role',
    person: ['Hanna', 'Berg'],
    domain: 'lindqvist-labs.test',
    pages: {
      '/': home('Lindqvist Labs', 'Battery test rigs', { Team: '/team' }),
      '/team': teamPage(
        'Lindqvist Labs',
        'Team',
        '<h2>Team</h2><dl><dt>Founder</dt><dd>Hanna Berg</dd><dt>CTO</dt><dd>Erik Lund</dd></dl>',
      ),
    },
    expect: { companyName: 'Lindqvist Labs' },
    allow: { industry: ['Software', 'IT Services', 'Energy', 'Manufacturing'] },
  }),
  formCase({
    id: 'team-title/trap-role-first-items',
    kind: 'title: team page trap',
    about:
      'a German "Über uns" list whose items read role, line break, name: the next item\'s role is not the person\'s',
    person: ['Felix', 'Wagner'],
    domain: 'nordlicht-systeme.test',
    pages: {
      '/': home('Nordlicht Systeme', 'Leitstellensoftware', {
        'Über uns': '/ueber-uns',
      }),
      '/ueber-uns': teamPage(
        'Nordlicht Systeme',
        'Über uns',
        '<h2>Unser Team</h2><ul class="people"><li>Gründer<br>Felix Wagner</li><li>Leiterin Vertrieb<br>Anna Schulz</li></ul>',
        'de',
      ),
    },
    expect: { companyName: 'Nordlicht Systeme' },
    allow: { industry: ['Software', 'IT Services', 'Public Safety'] },
  }),
  formCase({
    id: 'team-title/trap-advisors',
    kind: 'title: team page trap',
    about:
      'the person is listed under "Advisors & Investors" with a partner role at a fund',
    person: ['Victor', 'Hale'],
    domain: 'copperbay.test',
    pages: {
      '/': home('Copperbay', 'Port logistics', { Team: '/team' }),
      '/team': teamPage(
        'Copperbay',
        'Team',
        `<h2>Team</h2>${card('Eva Nord', 'CEO')}<h2>Advisors &amp; Investors</h2>${card('Victor Hale', 'General Partner')}`,
      ),
    },
    expect: { companyName: 'Copperbay' },
    allow: {
      industry: ['Software', 'IT Services', 'Logistics & Transportation'],
    },
  }),
  formCase({
    id: 'team-title/trap-job-openings',
    kind: 'title: team page trap',
    about: 'the "Team" link leads to open roles: "Head of Growth — apply now"',
    person: ['Lena', 'Brooks'],
    domain: 'mossgate.test',
    pages: {
      '/': home('Mossgate', 'Field service apps', { 'Join the team': '/team' }),
      '/team': teamPage(
        'Mossgate',
        'Join the team',
        '<h2>Open positions</h2><ul><li>Head of Growth — apply now</li><li>Senior Engineer — apply now</li></ul><p>Questions? Ask Lena Brooks — Recruiter</p>',
      ),
    },
    expect: { companyName: 'Mossgate' },
  }),
  formCase({
    id: 'team-title/trap-redirect-elsewhere',
    kind: 'title: team page trap',
    about:
      "the team link redirects to another company's site, which names the person",
    person: ['Jane', 'Roe'],
    domain: 'driftwood.test',
    pages: {
      '/': home('Driftwood', 'Boat rentals', { Team: '/team' }),
      '/team': redirect('http://harborgroup.test/people'),
    },
    sites: {
      'harborgroup.test': {
        '/people': html(
          teamPage(
            'Harbor Group',
            'People',
            card('Jane Roe', 'Chief Operating Officer'),
          ),
        ),
      },
    },
    expect: { companyName: 'Driftwood' },
    allow: { industry: ['Software', 'IT Services', 'Travel & Hospitality'] },
  }),
];
