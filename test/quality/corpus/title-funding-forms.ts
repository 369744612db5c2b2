// Who the person is, from their own profiles when the person is named: Gravatar's job title or
// a bio naming the company, a GitHub bio naming the company ("Head of Growth at Acme"); a bio
// naming another employer gives no title. Funding: a round counts only when it is the company's
// own ("we raised", "our Series A"), never one it helped a client raise.
import { formCase, formPage } from './form-page.js';

const githubUser = (
  login: string,
  id: number,
  email: string,
  name: string,
  bio: string,
) => ({
  login,
  id,
  html_url: `https://github.com/${login}`,
  avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
  type: 'User',
  name,
  company: null,
  blog: '',
  location: null,
  email,
  bio,
  twitter_username: null,
  public_repos: 12,
  followers: 30,
});

const plainHome = (brand: string, line: string) =>
  formPage({
    title: `${brand} | Software`,
    siteName: brand,
    body: `<h1>${brand}</h1><p>${line}</p>`,
  });

export const TITLE_FUNDING_FORM_CASES = [
  formCase({
    id: 'title/github-bio-at-company',
    kind: 'title: profile bio',
    about:
      'GitHub bio "Staff engineer @ Ferngate. Rust, Postgres." names the company',
    person: ['Sam', 'Reed'],
    domain: 'ferngate.test',
    pages: { '/': plainHome('Ferngate', 'Billing infrastructure.') },
    github: githubUser(
      'samreed',
      90311,
      'sam.reed@ferngate.test',
      'Sam Reed',
      'Staff engineer @ Ferngate. Rust, Postgres.',
    ),
    expect: {
      companyName: 'Ferngate',
      title: 'Staff engineer',
      githubUsername: 'samreed',
      bio: 'Staff engineer @ Ferngate. Rust, Postgres.',
      photoUrl: 'https://avatars.githubusercontent.com/u/90311?v=4',
    },
    allow: { seniority: 'senior', department: 'engineering' },
  }),
  formCase({
    id: 'title/github-bio-other-employer',
    kind: 'title: profile bio',
    about:
      'GitHub bio "Data scientist at Initech" names another employer: no title',
    person: ['Lia', 'Grant'],
    domain: 'marlowe-data.test',
    pages: { '/': plainHome('Marlowe Data', 'Data pipelines for insurers.') },
    github: githubUser(
      'liagrant',
      90312,
      'lia.grant@marlowe-data.test',
      'Lia Grant',
      'Data scientist at Initech',
    ),
    expect: {
      companyName: 'Marlowe Data',
      githubUsername: 'liagrant',
      bio: 'Data scientist at Initech',
      photoUrl: 'https://avatars.githubusercontent.com/u/90312?v=4',
    },
    missing: { title: 'other_organisation' },
  }),
  formCase({
    id: 'title/gravatar-bio',
    kind: 'title: profile bio',
    about:
      'Gravatar without a job title; its bio says "Head of Growth at Wrenly"',
    person: ['Jade', 'Porter'],
    domain: 'wrenly.test',
    pages: { '/': plainHome('Wrenly', 'Onboarding emails that convert.') },
    gravatar: {
      display_name: 'Jade Porter',
      profile_url: 'https://gravatar.com/jadeporter',
      avatar_url: 'https://0.gravatar.com/avatar/7a1c',
      description: 'Head of Growth at Wrenly | runner',
      verified_accounts: [],
    },
    expect: {
      companyName: 'Wrenly',
      title: 'Head of Growth',
      bio: 'Head of Growth at Wrenly | runner',
      photoUrl: 'https://0.gravatar.com/avatar/7a1c',
    },
    allow: {
      seniority: 'director',
      department: 'marketing',
      industry: ['Software', 'Marketing & Advertising'],
    },
  }),
  formCase({
    id: 'title/gravatar-job-title',
    kind: 'title: profile bio',
    about: "Gravatar's job title field and its company, the address's",
    person: ['Noor', 'Aziz'],
    domain: 'copperleaf.test',
    pages: { '/': plainHome('Copperleaf', 'Procurement for hospitals.') },
    gravatar: {
      display_name: 'Noor Aziz',
      profile_url: 'https://gravatar.com/nooraziz',
      avatar_url: 'https://0.gravatar.com/avatar/9b2d',
      job_title: 'VP Operations',
      company: 'Copperleaf',
      verified_accounts: [],
    },
    expect: {
      companyName: 'Copperleaf',
      title: 'VP Operations',
      photoUrl: 'https://0.gravatar.com/avatar/9b2d',
    },
    allow: {
      seniority: 'vp',
      department: 'operations',
      industry: ['Software', 'Healthcare'],
    },
  }),
  formCase({
    id: 'funding/our-round-no-verb',
    kind: 'funding: own round',
    about: '"Our $8M Series A was led by Balderton" (no funding verb)',
    person: ['Ava', 'Quinn'],
    domain: 'tessellate.test',
    pages: {
      '/': plainHome(
        'Tessellate',
        'Our $8M Series A was led by Balderton to bring tessellation to every CAD team.',
      ),
    },
    expect: { companyName: 'Tessellate', fundingStage: 'Series A' },
  }),
  formCase({
    id: 'funding/helped-client-trap',
    kind: 'funding: own round',
    about:
      '"We helped Orbital raise its Series B" is the client\'s round; ours: "we raised a seed round"',
    person: ['Max', 'Ford'],
    domain: 'pitchcraft.test',
    pages: {
      '/': plainHome(
        'Pitchcraft',
        'We helped Orbital raise its Series B in 2023. Pitchcraft itself raised a seed round from friends and family.',
      ),
    },
    expect: { companyName: 'Pitchcraft', fundingStage: 'Seed' },
  }),
  formCase({
    id: 'funding/russian-round',
    kind: 'funding: own round',
    about: 'Russian: "Мы привлекли раунд A"',
    person: ['Pavel', 'Egorov'],
    domain: 'sokol-ai.test',
    pages: {
      '/': formPage({
        lang: 'ru',
        title: 'Сокол | Software',
        siteName: 'Сокол',
        body: '<h1>Сокол</h1><p>В 2024 году мы привлекли раунд A на 10 млн долларов.</p>',
      }),
    },
    expect: { companyName: 'Сокол', fundingStage: 'Series A' },
  }),
  formCase({
    id: 'funding/japanese-round',
    kind: 'funding: own round',
    about: 'Japanese: "弊社はシリーズBで資金を調達しました"',
    person: ['Aoi', 'Yamada'],
    domain: 'tsubame-tech.test',
    pages: {
      '/': formPage({
        lang: 'ja',
        title: 'ツバメテック | Software',
        siteName: 'ツバメテック',
        body: '<h1>ツバメテック</h1><p>弊社はシリーズBで資金を調達しました。</p>',
      }),
    },
    expect: { companyName: 'ツバメテック', fundingStage: 'Series B' },
  }),
];
