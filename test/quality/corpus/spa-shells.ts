// Class 4: single-page apps whose HTML is an empty shell: a mount point, a bundle, a "Loading…"
// title or a framework's default title and description. Nothing in it was written about the
// company.
import { html, served, type QualityCase } from '../case.js';

const LOOPWISE_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Loading…</title>
    <script type="module" crossorigin src="/assets/index-4f2a1c9e.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b81d77aa.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const FERNHILL_CRA = `<!doctype html><html lang="en"><head><meta charset="utf-8"/><link rel="icon" href="/favicon.ico"/><meta name="viewport" content="width=device-width,initial-scale=1"/><meta name="theme-color" content="#000000"/><meta name="description" content="Web site created using create-react-app"/><link rel="apple-touch-icon" href="/logo192.png"/><link rel="manifest" href="/manifest.json"/><title>React App</title><script defer="defer" src="/static/js/main.8f3c2b1e.js"></script><link href="/static/css/main.e6c13ad2.css" rel="stylesheet"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`;

const PARCELIO_ANGULAR = `<!doctype html>
<html lang="en" data-critters-container>
<head>
  <meta charset="utf-8">
  <title>Parcelio</title>
  <base href="/">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" type="image/x-icon" href="favicon.ico">
  <link rel="stylesheet" href="styles.3f1a9c0b.css" media="print" onload="this.media='all'">
</head>
<body>
  <app-root><div class="splash"><div class="spinner"></div><p>Loading...</p></div></app-root>
  <script src="runtime.7d2e1f0a.js" type="module"></script><script src="polyfills.c1a2b3d4.js" type="module"></script><script src="main.9e8f7a6b.js" type="module"></script>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-P4RC3L10"></script>
</body>
</html>`;

const SPROUT_VITE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Vite + React + TS</title>
    <script type="module" crossorigin src="/assets/index-DiwrgTda.js"></script>
  </head>
  <body>
    <div id="app">Loading...</div>
  </body>
</html>`;

export const SPA_SHELL_CASES: QualityCase[] = [
  {
    id: 'spa-shell/loopwise',
    kind: 'empty JS shell',
    about:
      'Vite build whose only title is "Loading…" and whose body is an empty #root',
    signup: { email: 'nina.berg@loopwise.app' },
    dns: {
      'loopwise.app': served({
        MX: [{ exchange: 'aspmx.l.google.com', priority: 1 }],
      }),
    },
    sites: { 'loopwise.app': { '/': html(LOOPWISE_SHELL) } },
    truth: {
      expect: {
        fullName: 'Nina Berg',
        firstName: 'Nina',
        lastName: 'Berg',
        companyDomain: 'loopwise.app',
      },
      techStack: { expect: ['Google Workspace'] },
      forbidText: [/loading/i],
    },
    model: {
      reads: ['http://loopwise.app/'],
      claims: [
        {
          key: 'companyName',
          value: 'Loading…',
          cite: { page: 'http://loopwise.app/' },
        },
      ],
    },
  },
  {
    id: 'spa-shell/fernhill',
    kind: 'empty JS shell',
    about:
      "create-react-app defaults: title 'React App', description 'Web site created using create-react-app'",
    signup: { email: 'oscar.fenwick@fernhill.ai' },
    dns: { 'fernhill.ai': served() },
    sites: { 'fernhill.ai': { '/': html(FERNHILL_CRA) } },
    truth: {
      expect: {
        fullName: 'Oscar Fenwick',
        firstName: 'Oscar',
        lastName: 'Fenwick',
        companyDomain: 'fernhill.ai',
      },
      forbidText: [/react app/i, /create-react-app/i, /enable javascript/i],
    },
    model: {
      reads: ['http://fernhill.ai/'],
      claims: [
        { key: 'companyName', value: 'React App', cite: { tool: 'website' } },
        {
          key: 'companyDescription',
          value: 'Web site created using create-react-app',
          cite: { page: 'http://fernhill.ai/' },
        },
      ],
    },
  },
  {
    id: 'spa-shell/parcelio',
    kind: 'empty JS shell',
    about:
      'Angular shell: app-root with a "Loading..." splash, nothing else written',
    signup: { email: 'hugo.martin@parcelio.com' },
    dns: { 'parcelio.com': served() },
    sites: { 'parcelio.com': { '/': html(PARCELIO_ANGULAR) } },
    truth: {
      expect: {
        fullName: 'Hugo Martin',
        firstName: 'Hugo',
        lastName: 'Martin',
        companyDomain: 'parcelio.com',
      },
      // The title happens to be right; an empty shell is still no source we rely on.
      allow: { companyName: 'Parcelio' },
      techStack: { allow: ['Google Analytics'] },
      forbidText: [/loading/i],
    },
    model: {
      claims: [
        {
          key: 'companyDescription',
          value: 'Loading...',
          cite: { tool: 'website' },
        },
      ],
    },
  },
  {
    id: 'spa-shell/sprout-ledger',
    kind: 'empty JS shell',
    about:
      "Vite template title 'Vite + React + TS' and a 'Loading...' placeholder in #app",
    signup: { email: 'ines.duarte@sproutledger.com' },
    dns: { 'sproutledger.com': served() },
    sites: { 'sproutledger.com': { '/': html(SPROUT_VITE) } },
    truth: {
      expect: {
        fullName: 'Ines Duarte',
        firstName: 'Ines',
        lastName: 'Duarte',
        companyDomain: 'sproutledger.com',
      },
      forbidText: [/vite/i, /loading/i],
    },
    model: {
      reads: ['http://sproutledger.com/'],
      claims: [
        {
          key: 'companyName',
          value: 'Vite + React + TS',
          cite: { page: 'http://sproutledger.com/' },
        },
      ],
    },
  },
];
