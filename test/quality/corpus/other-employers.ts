// Class 5: other employers. A profile's "company" is whatever the person typed years ago; for a
// corporate address, an employer that is not the address's company is not this company, and a
// job title held there is not their title here.
import { html, served, type QualityCase } from '../case.js';

export const OTHER_EMPLOYER_CASES: QualityCase[] = [
  {
    id: 'other-employer/helixa',
    kind: 'other employer',
    about:
      'no website; the GitHub profile still says @siemens, a former employer',
    signup: { email: 'jonas.weber@helixa.de' },
    dns: {
      'helixa.de': { MX: [{ exchange: 'aspmx.l.google.com', priority: 1 }] },
    },
    github: {
      login: 'jweber-dev',
      id: 48211,
      html_url: 'https://github.com/jweber-dev',
      avatar_url: 'https://avatars.githubusercontent.com/u/48211?v=4',
      type: 'User',
      name: 'Jonas Weber',
      company: '@siemens',
      blog: '',
      location: 'Munich, Germany',
      email: 'jonas.weber@helixa.de',
      bio: 'Embedded systems, Rust, a bit of FPGA.',
      twitter_username: null,
      public_repos: 31,
      followers: 77,
    },
    truth: {
      expect: {
        fullName: 'Jonas Weber',
        firstName: 'Jonas',
        lastName: 'Weber',
        companyDomain: 'helixa.de',
        githubUsername: 'jweber-dev',
        location: 'Munich, Germany',
        bio: 'Embedded systems, Rust, a bit of FPGA.',
        photoUrl: 'https://avatars.githubusercontent.com/u/48211?v=4',
      },
      techStack: { expect: ['Google Workspace'] },
      forbidText: [/siemens/i],
    },
    model: {
      claims: [
        { key: 'companyName', value: 'Siemens', cite: { tool: 'github' } },
      ],
      intelligence: { summary: 'Jonas Weber, an engineer at Siemens.' },
      intelligenceCites: { summary: [{ tool: 'github' }] },
    },
  },
  {
    id: 'other-employer/quantora',
    kind: 'other employer',
    about:
      'site down (503); Gravatar still shows the Deloitte job and its title',
    signup: { email: 'priya@quantora.io', name: 'Priya Raman' },
    dns: { 'quantora.io': served() },
    sites: {
      'quantora.io': {
        '*': {
          status: 503,
          headers: { 'content-type': 'text/html', server: 'nginx' },
          body: '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>',
        },
      },
    },
    gravatar: {
      display_name: 'Priya Raman',
      profile_url: 'https://gravatar.com/priyaraman',
      avatar_url: 'https://0.gravatar.com/avatar/2bd5f0c1d8b6',
      location: 'London, UK',
      description:
        'Strategy consultant turned founder. Climate data, spreadsheets, long runs.',
      job_title: 'Senior Consultant',
      company: 'Deloitte',
      verified_accounts: [],
    },
    truth: {
      missing: {
        title: 'other_organisation',
        companyName: 'other_organisation',
      },
      expect: {
        fullName: 'Priya Raman',
        firstName: 'Priya',
        lastName: 'Raman',
        companyDomain: 'quantora.io',
        location: 'London, UK',
        bio: 'Strategy consultant turned founder. Climate data, spreadsheets, long runs.',
        photoUrl: 'https://0.gravatar.com/avatar/2bd5f0c1d8b6',
      },
      forbidText: [/deloitte/i, /senior consultant/i],
    },
    model: {
      claims: [
        { key: 'companyName', value: 'Deloitte', cite: { tool: 'gravatar' } },
        {
          key: 'title',
          value: 'Senior Consultant',
          cite: { tool: 'gravatar' },
        },
      ],
    },
  },
  {
    id: 'other-employer/fintrail',
    kind: 'other employer',
    about:
      "no website; the GitHub employer 'Fintrail AG' is the address's company and is kept",
    signup: { email: 'm.keller@fintrail.ch', name: 'Marco Keller' },
    dns: {
      'fintrail.ch': {
        MX: [{ exchange: 'mx01.mail.icloud.com', priority: 10 }],
      },
    },
    github: {
      login: 'mkeller',
      id: 90122,
      html_url: 'https://github.com/mkeller',
      avatar_url: 'https://avatars.githubusercontent.com/u/90122?v=4',
      type: 'User',
      name: 'Marco Keller',
      company: 'Fintrail AG',
      location: 'Zürich',
      email: 'm.keller@fintrail.ch',
      bio: null,
      twitter_username: 'marcokeller',
    },
    truth: {
      expect: {
        fullName: 'Marco Keller',
        firstName: 'Marco',
        lastName: 'Keller',
        companyDomain: 'fintrail.ch',
        companyName: 'Fintrail AG',
        githubUsername: 'mkeller',
        location: 'Zürich',
        twitterHandle: 'marcokeller',
        photoUrl: 'https://avatars.githubusercontent.com/u/90122?v=4',
      },
      techStack: { expect: ['iCloud Mail'] },
    },
  },
  {
    id: 'other-employer/tidepool-robotics',
    kind: 'other employer',
    about:
      'site is an empty shell; Gravatar says Google, where they interned, with that job title',
    signup: { email: 'lukas.brenner@tidepool-robotics.de' },
    dns: { 'tidepool-robotics.de': served() },
    sites: {
      'tidepool-robotics.de': {
        '/': html(
          '<!doctype html><html><head><title>Tidepool</title><script defer src="/_nuxt/entry.4c2f.js"></script></head><body><div id="__nuxt"></div></body></html>',
        ),
      },
    },
    gravatar: {
      display_name: 'Lukas Brenner',
      profile_url: 'https://gravatar.com/lukasbrenner',
      avatar_url: 'https://0.gravatar.com/avatar/77e1a0bb34',
      location: 'Bremen',
      description: '',
      job_title: 'Software Engineering Intern',
      company: 'Google',
      verified_accounts: [
        {
          service_type: 'linkedin',
          url: 'https://www.linkedin.com/in/lukas-brenner-robotics',
          is_hidden: false,
        },
      ],
    },
    truth: {
      expect: {
        fullName: 'Lukas Brenner',
        firstName: 'Lukas',
        lastName: 'Brenner',
        companyDomain: 'tidepool-robotics.de',
        location: 'Bremen',
        linkedinUrl: 'https://www.linkedin.com/in/lukas-brenner-robotics',
        photoUrl: 'https://0.gravatar.com/avatar/77e1a0bb34',
      },
      allow: { companyName: 'Tidepool' },
      techStack: { allow: ['Nuxt'] },
      forbidText: [/google/i, /intern/i],
    },
    model: {
      claims: [
        { key: 'companyName', value: 'Google', cite: { tool: 'gravatar' } },
        {
          key: 'title',
          value: 'Software Engineering Intern',
          cite: { tool: 'gravatar' },
        },
      ],
    },
  },
];
