import { html, type Html } from './html.js';
import { bareLayout, type Viewer } from './layout.view.js';

export function errorPage(
  assets: Viewer['assets'],
  title: string,
  message: string,
  signIn: boolean,
): Html {
  return bareLayout(
    assets,
    title,
    html`<div class="sign-in">
      <h1>${title}</h1>
      <p>${message}</p>
      <p>
        ${signIn ? html`<a href="/dashboard/sign-in">Sign in</a>` : html`<a href="/dashboard/signups">Back to the dashboard</a>`}
      </p>
    </div>`,
  );
}
