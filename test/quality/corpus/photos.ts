// Missed fact: photoUrl from the GitHub profile (the avatar is in the user API's answer).
import type { QualityCase } from '../case.js';

export const PHOTO_CASES: QualityCase[] = [
  {
    id: 'photo/github-avatar',
    kind: 'photo',
    about: 'GitHub user with an avatar, no Gravatar',
    signup: { email: 'sara.lindgren@nordkap.se' },
    dns: {
      'nordkap.se': {
        MX: [
          { exchange: 'nordkap-se.mail.protection.outlook.com', priority: 0 },
        ],
      },
    },
    github: {
      login: 'slindgren',
      id: 61420,
      html_url: 'https://github.com/slindgren',
      avatar_url: 'https://avatars.githubusercontent.com/u/61420?v=4',
      type: 'User',
      name: 'Sara Lindgren',
      company: '@nordkap',
      location: 'Tromsø, Norway',
      email: 'sara.lindgren@nordkap.se',
      bio: 'Data engineering at Nordkap. Sea kayaks.',
      twitter_username: null,
    },
    truth: {
      expect: {
        fullName: 'Sara Lindgren',
        firstName: 'Sara',
        lastName: 'Lindgren',
        companyDomain: 'nordkap.se',
        githubUsername: 'slindgren',
        location: 'Tromsø, Norway',
        bio: 'Data engineering at Nordkap. Sea kayaks.',
        photoUrl: 'https://avatars.githubusercontent.com/u/61420?v=4',
      },
      techStack: { expect: ['Microsoft 365'] },
    },
  },
  {
    id: 'photo/github-avatar-and-twitter',
    kind: 'photo',
    about: 'GitHub user with an avatar and a Twitter handle, hyphenated login',
    signup: { email: 'tobi@quietloop.dev', name: 'Tobias Quint' },
    dns: {
      'quietloop.dev': {
        MX: [{ exchange: 'in1-smtp.messagingengine.com', priority: 10 }],
      },
    },
    github: {
      login: 'tobi-quint',
      id: 88213,
      html_url: 'https://github.com/tobi-quint',
      avatar_url: 'https://avatars.githubusercontent.com/u/88213?v=4',
      type: 'User',
      name: 'Tobias Quint',
      company: null,
      location: 'Ghent',
      email: 'tobi@quietloop.dev',
      bio: null,
      twitter_username: 'tobiquint',
    },
    truth: {
      expect: {
        fullName: 'Tobias Quint',
        firstName: 'Tobias',
        lastName: 'Quint',
        companyDomain: 'quietloop.dev',
        githubUsername: 'tobi-quint',
        location: 'Ghent',
        twitterHandle: 'tobiquint',
        photoUrl: 'https://avatars.githubusercontent.com/u/88213?v=4',
      },
      techStack: { expect: ['Fastmail'] },
    },
  },
];
