import type { User } from '../../users/entities/user.entity.js';
import { html, type Html } from './html.js';

export const NAV = [
  ['signups', 'Signups', '/dashboard/signups'],
  ['keys', 'API keys', '/dashboard/keys'],
  ['icp', 'ICP profile', '/dashboard/icp'],
  ['webhooks', 'Webhooks', '/dashboard/webhooks'],
  ['providers', 'Providers', '/dashboard/providers'],
  ['destinations', 'Destinations', '/dashboard/destinations'],
  ['usage', 'Usage', '/dashboard/usage'],
] as const;
export type NavKey = (typeof NAV)[number][0];

/** What every signed-in page knows about who is looking. */
export interface Viewer {
  user: User;
  orgName: string;
  csrfToken: string;
  assets: { css: string; js: string };
}

export const isAdmin = (viewer: Viewer) => viewer.user.role === 'admin';

/** The hidden field every form of a signed-in page carries (the session's synchronizer token). */
export const csrfField = (viewer: Viewer) =>
  html`<input type="hidden" name="_csrf" value="${viewer.csrfToken}" />`;

function document(
  title: string,
  assets: Viewer['assets'],
  header: Html | null,
  body: Html,
): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Signup Enrichment</title>
        <link rel="stylesheet" href="${assets.css}" />
        <script src="${assets.js}" defer></script>
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to the content</a>
        ${header}
        <main id="main" tabindex="-1">${body}</main>
      </body>
    </html>`;
}

/** A signed-in page: the navigation, who is signed in, sign-out, and the page's own content. */
export function layout(
  viewer: Viewer,
  page: { title: string; active: NavKey | null; body: Html },
): Html {
  const links = NAV.map(
    ([key, label, href]) =>
      html`<li>
        <a
          href="${href}"
          ${key === page.active ? html` aria-current="page"` : ''}
          >${label}</a
        >
      </li>`,
  );
  const header = html`<header class="site-header">
    <div class="bar">
      <a class="brand" href="/dashboard/signups"
        >Signup Enrichment<small>${viewer.orgName}</small></a
      >
      <nav class="site-nav" aria-label="Dashboard">
        <ul>
          ${links}
        </ul>
      </nav>
      <div class="account">
        <span
          >${viewer.user.email}
          <span class="muted">(${viewer.user.role})</span></span
        >
        <form method="post" action="/dashboard/sign-out">
          ${csrfField(viewer)}<button type="submit">Sign out</button>
        </form>
      </div>
    </div>
  </header>`;
  return document(page.title, viewer.assets, header, page.body);
}

/** A page for someone not signed in (sign-in, errors). */
export function bareLayout(
  assets: Viewer['assets'],
  title: string,
  body: Html,
): Html {
  return document(title, assets, null, body);
}
