// Missed fact: first and last name from any full name we have (the name given at signup, Gravatar
// and GitHub display names), with particles, hyphens, accents, academic titles and initials-only
// addresses; and no name from a handle that is not one.
import type { QualityCase } from '../case.js';

const google = { MX: [{ exchange: 'aspmx.l.google.com', priority: 1 }] };

export const NAME_CASES: QualityCase[] = [
  {
    id: 'names/van-der-berg',
    kind: 'names',
    about: "particle surname: 'Anna van der Berg' signing up as anna@",
    signup: {
      email: 'anna@vanderberg-architecten.nl',
      name: 'Anna van der Berg',
    },
    dns: { 'vanderberg-architecten.nl': google },
    truth: {
      expect: {
        fullName: 'Anna van der Berg',
        firstName: 'Anna',
        lastName: 'van der Berg',
        companyDomain: 'vanderberg-architecten.nl',
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
  {
    id: 'names/initials-jd',
    kind: 'names',
    about:
      "initials-only address jd@ with the name 'Jean-Luc Dubois' given at signup",
    signup: { email: 'jd@brightloom.com', name: 'Jean-Luc Dubois' },
    dns: { 'brightloom.com': google },
    truth: {
      expect: {
        fullName: 'Jean-Luc Dubois',
        firstName: 'Jean-Luc',
        lastName: 'Dubois',
        companyDomain: 'brightloom.com',
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
  {
    id: 'names/initial-dot-last',
    kind: 'names',
    about: "j.smith@ with 'John Smith' given at signup",
    signup: { email: 'j.smith@harborview-capital.com', name: 'John Smith' },
    dns: { 'harborview-capital.com': google },
    truth: {
      expect: {
        fullName: 'John Smith',
        firstName: 'John',
        lastName: 'Smith',
        companyDomain: 'harborview-capital.com',
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
  {
    id: 'names/title-and-apostrophe',
    kind: 'names',
    about:
      "'Dr. Máire O'Connor': an academic title, an accent and an apostrophe",
    signup: {
      email: 'm.oconnor@kestrel-analytics.ie',
      name: "Dr. Máire O'Connor",
    },
    dns: { 'kestrel-analytics.ie': google },
    truth: {
      expect: {
        fullName: ["Máire O'Connor", "Dr. Máire O'Connor"],
        firstName: 'Máire',
        lastName: "O'Connor",
        companyDomain: 'kestrel-analytics.ie',
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
  {
    id: 'names/github-hyphenated',
    kind: 'names',
    about: "no name at signup; GitHub display name 'José Álvarez-Ruiz'",
    signup: { email: 'jalvarez@oleada.es' },
    dns: { 'oleada.es': google },
    github: {
      login: 'jalvarezruiz',
      id: 30117,
      html_url: 'https://github.com/jalvarezruiz',
      avatar_url: 'https://avatars.githubusercontent.com/u/30117?v=4',
      type: 'User',
      name: 'José Álvarez-Ruiz',
      company: null,
      location: 'Valencia',
      email: 'jalvarez@oleada.es',
      bio: null,
      twitter_username: null,
    },
    truth: {
      expect: {
        fullName: 'José Álvarez-Ruiz',
        firstName: 'José',
        lastName: 'Álvarez-Ruiz',
        companyDomain: 'oleada.es',
        githubUsername: 'jalvarezruiz',
        location: 'Valencia',
        photoUrl: 'https://avatars.githubusercontent.com/u/30117?v=4',
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
  {
    id: 'names/gravatar-titles',
    kind: 'names',
    about: "Gravatar display name 'Prof. Dr. Lena Hoffmann' for lena@",
    signup: { email: 'lena@hoffmann-partner.de' },
    dns: { 'hoffmann-partner.de': google },
    gravatar: {
      display_name: 'Prof. Dr. Lena Hoffmann',
      profile_url: 'https://gravatar.com/lenahoffmann',
      avatar_url: 'https://0.gravatar.com/avatar/51c0ffee77',
      location: 'Leipzig',
      description: '',
      job_title: 'Managing Partner',
      company: 'Hoffmann & Partner',
      verified_accounts: [],
    },
    truth: {
      expect: {
        fullName: ['Lena Hoffmann', 'Prof. Dr. Lena Hoffmann'],
        firstName: 'Lena',
        lastName: 'Hoffmann',
        companyDomain: 'hoffmann-partner.de',
        companyName: 'Hoffmann & Partner',
        title: 'Managing Partner',
        seniority: 'executive',
        location: 'Leipzig',
        photoUrl: 'https://0.gravatar.com/avatar/51c0ffee77',
      },
      techStack: { expect: ['Google Workspace'] },
    },
  },
  {
    id: 'names/github-handle-as-name',
    kind: 'names',
    about: "GitHub 'name' is a handle ('chrisdev'), not a full name",
    signup: { email: 'chris@mintlayer.dev' },
    dns: { 'mintlayer.dev': google },
    github: {
      login: 'chris-mint',
      id: 77120,
      html_url: 'https://github.com/chris-mint',
      avatar_url: 'https://avatars.githubusercontent.com/u/77120?v=4',
      type: 'User',
      name: 'chrisdev',
      company: 'Mintlayer',
      location: null,
      email: 'chris@mintlayer.dev',
      bio: 'Compilers and coffee.',
      twitter_username: null,
    },
    truth: {
      expect: {
        companyDomain: 'mintlayer.dev',
        companyName: 'Mintlayer',
        githubUsername: 'chris-mint',
        bio: 'Compilers and coffee.',
        photoUrl: 'https://avatars.githubusercontent.com/u/77120?v=4',
      },
      techStack: { expect: ['Google Workspace'] },
      forbidText: [/chrisdev/i],
    },
  },
];
