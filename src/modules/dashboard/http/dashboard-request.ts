import type { Request } from 'express';
import type { ActiveSession } from '../../users/sessions.service.js';

/** A dashboard request once the session guard has let it through. */
export type DashboardRequest = Request & {
  dashboard: ActiveSession;
  /** the form a POST sent (urlencoded), read by the guard before it checked the CSRF token */
  form?: URLSearchParams;
};

/** A page's query string as Express parsed it: each page reads its own flags from it. */
export type PageQuery = Record<string, unknown>;
