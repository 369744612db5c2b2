// Team cards whose role is a heading under the name heading (<h3>Name</h3><h4>Role</h4>), in
// en and de; next to them, a name heading followed by a section heading, which is no role.
import { formCase } from './form-page.js';
import { home, teamPage } from './team-titles.js';

/** A card with the name and the role as headings, `level` the name's (the role one lower). */
const headed = (name: string, role: string, level = 3) =>
  `<div class="member"><img src="/p/${name.split(' ')[0].toLowerCase()}.jpg" alt=""><h${level}>${name}</h${level}><h${level + 1}>${role}</h${level + 1}></div>`;

export const TEAM_TITLE_HEADING_CASES = [
  formCase({
    id: 'team-title/heading-role',
    kind: 'title: role heading',
    about:
      'team cards with the name in an <h3> and the role in the <h4> under it',
    person: ['Nadia', 'Ferro'],
    domain: 'tilbury-works.test',
    pages: {
      '/': home('Tilbury Works', 'Fleet maintenance software', {
        Team: '/team',
      }),
      '/team': teamPage(
        'Tilbury Works',
        'Team',
        `<h2>Our team</h2><section class="grid">${headed('Colm Avery', 'CEO')}${headed('Nadia Ferro', 'Head of Operations')}</section>`,
      ),
    },
    expect: { companyName: 'Tilbury Works', title: 'Head of Operations' },
    citedTo: { title: 'http://tilbury-works.test/team' },
    allow: { seniority: 'director', department: 'operations' },
  }),
  formCase({
    id: 'team-title/heading-role-de',
    kind: 'title: role heading',
    about: 'a German team page, name in an <h4>, role in the <h5> under it',
    person: ['Lena', 'Vogel'],
    domain: 'moosgrund.test',
    pages: {
      '/': home('Moosgrund', 'Software für Gärtnereien', { Team: '/team' }),
      '/team': teamPage(
        'Moosgrund',
        'Team',
        `<h2>Das Team</h2>${headed('Lena Vogel', 'Leiterin Vertrieb', 4)}${headed('Paul Kern', 'Geschäftsführer', 4)}`,
        'de',
      ),
    },
    expect: { companyName: 'Moosgrund', title: 'Leiterin Vertrieb' },
    allow: { seniority: 'director', department: 'sales' },
  }),
  formCase({
    id: 'team-title/trap-heading-section',
    kind: 'title: role heading trap',
    about:
      'the person is the last card, a name heading with no role, followed by the "Careers" section heading',
    person: ['Omar', 'Haddad'],
    domain: 'brackenfold.test',
    pages: {
      '/': home('Brackenfold', 'Bookkeeping for farms', { Team: '/team' }),
      '/team': teamPage(
        'Brackenfold',
        'Team',
        `<h2>Our team</h2><div class="grid">${headed('Ruth Ames', 'Founder')}<h3>Omar Haddad</h3><h3>Careers</h3><p>We are hiring a Head of Sales.</p></div>`,
      ),
    },
    expect: { companyName: 'Brackenfold' },
    missing: { title: 'not_stated' },
  }),
  formCase({
    id: 'team-title/trap-heading-investors',
    kind: 'title: role heading trap',
    about:
      'the person is named in an "Our investors" section with a role heading under the name: not staff',
    person: ['Grace', 'Lund'],
    domain: 'kestrel-ledger.test',
    pages: {
      '/': home('Kestrel Ledger', 'Audit trails for finance teams', {
        Team: '/team',
      }),
      '/team': teamPage(
        'Kestrel Ledger',
        'Team',
        `<h2>Our team</h2>${headed('Aldo Brandt', 'CEO')}<h2>Our investors</h2>${headed('Grace Lund', 'General Partner')}`,
      ),
    },
    expect: { companyName: 'Kestrel Ledger' },
  }),
];
