import { html, type Html } from '../../views/html.js';
import { bareLayout, type Viewer } from '../../views/layout.view.js';

export function signInPage(
  assets: Viewer['assets'],
  form: {
    csrfToken: string;
    email: string;
    next: string;
    error: string | null;
  },
): Html {
  const invalid = form.error
    ? html` aria-invalid="true" aria-describedby="sign-in-error"`
    : '';
  const field = (name: string, label: string, attrs: Html) =>
    html`<div class="field">
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" required ${attrs}${invalid} />
    </div>`;
  return bareLayout(
    assets,
    'Sign in',
    html`<div class="sign-in">
      <h1>Sign in</h1>
      <p class="muted">Signup Enrichment dashboard</p>
      ${form.error ? html`<p class="notice error" id="sign-in-error" role="alert">${form.error}</p>` : ''}
      <form method="post" action="/dashboard/sign-in" class="panel">
        <input type="hidden" name="_csrf" value="${form.csrfToken}" />
        <input type="hidden" name="next" value="${form.next}" />
        ${field('email', 'Email', html`type="email" autocomplete="username" value="${form.email}"`)}
        ${field('password', 'Password', html`type="password" autocomplete="current-password" maxlength="200"`)}
        <button type="submit">Sign in</button>
      </form>
      <p class="muted">
        No account? An operator creates one with <code>user:create</code> (see
        docs/dashboard.md).
      </p>
    </div>`,
  );
}
