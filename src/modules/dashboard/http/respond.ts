import type { Response } from 'express';
import type { Html } from '../views/html.js';

/**
 * Everything the dashboard serves comes from this service: scripts and styles from our own
 * files only (no inline code, so injected markup cannot run), no framing, forms post only here.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function sendPage(res: Response, page: Html, status = 200): void {
  res.status(status);
  pageHeaders(res);
  res.send(page.markup);
}

/** What every page's answer says besides its body (see CONTENT_SECURITY_POLICY). */
export function pageHeaders(res: Response): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Pages show personal data and one-time secrets: never stored by the browser or a proxy.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
}

/** After a form: 303, so a reload asks for the page, not the form again. */
export function redirect(res: Response, location: string): void {
  redirectHeaders(res, location);
  res.end();
}

/** A redirect's status and headers, for an answer whose body (none) is sent after. */
export function redirectHeaders(res: Response, location: string): void {
  res.status(303).setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
}
