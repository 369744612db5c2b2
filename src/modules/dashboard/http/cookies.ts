import type { Request, Response } from 'express';

/** The session cookie: Path=/dashboard, so the API never sees it. */
export const SESSION_COOKIE = 'dashboard_session';
/** The sign-in form's CSRF token (double-submit: no session exists before sign-in). */
export const SIGN_IN_COOKIE = 'dashboard_sign_in';

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * HttpOnly (no script reads it), SameSite=Lax (not sent on another site's POST), and Secure when
 * the request came over TLS as Express sees it: directly, or from a proxy TRUST_PROXY trusts
 * that says X-Forwarded-Proto: https.
 */
export function setCookie(
  req: Request,
  res: Response,
  name: string,
  value: string,
  options: { path: string; maxAgeMs?: number },
): void {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.maxAgeMs !== undefined)
    parts.push(`Max-Age=${Math.floor(options.maxAgeMs / 1000)}`);
  if (req.secure) parts.push('Secure');
  res.append('Set-Cookie', parts.join('; '));
}

export function clearCookie(
  req: Request,
  res: Response,
  name: string,
  path: string,
): void {
  setCookie(req, res, name, '', { path, maxAgeMs: 0 });
}
