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
        <div class="field">
          <label for="email">Email</label>
          <input
            type="email"
            id="email"
            name="email"
            autocomplete="username"
            required
            value="${form.email}"
            ${invalid}
          />
        </div>
        <div class="field">
          <label for="password">Password</label>
          <input
            type="password"
            id="password"
            name="password"
            autocomplete="current-password"
            required
            maxlength="200"
            ${invalid}
          />
        </div>
        <button type="submit">Sign in</button>
      </form>
      <p class="muted">
        No account? An operator creates one with <code>user:create</code> (see
        docs/dashboard.md).
      </p>
    </div>`,
  );
}
