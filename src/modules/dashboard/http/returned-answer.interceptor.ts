// Dashboard handlers return their answer instead of writing it with @Res(): a page (for whoever
// is looking), a piece of a page, or the address to go on to. The interceptors below turn it into
// the answer (status and headers from respond.ts), and Nest sends the body.
import {
  applyDecorators,
  Get,
  HttpCode,
  Injectable,
  Post,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, mergeMap, type Observable } from 'rxjs';
import type { Html } from '../views/html.js';
import type { Viewer } from '../views/layout.view.js';
import type { DashboardRequest } from './dashboard-request.js';
import { pageHeaders, redirectHeaders } from './respond.js';
import { AdminOnly } from './session.guard.js';
import { ViewerContext } from './viewer.service.js';

/** A page, for whoever is looking (the layout names them and carries their CSRF token). */
export type PageFor = (viewer: Viewer) => Html;

/** A form's page with its own status: 201 for what it made, 422 for what it refused. */
interface PageWithStatus {
  status: number;
  page: PageFor;
}

export const withStatus = (status: number, page: PageFor): PageWithStatus => ({
  status,
  page,
});

/** The page `view` makes of `data` once it is read, with what the page says besides (`state`). */
export async function pageOf<T, S>(
  data: Promise<T>,
  view: (viewer: Viewer, data: T, state: S) => Html,
  state: S,
  status = 200,
): Promise<PageWithStatus> {
  const read = await data;
  return withStatus(status, (viewer) => view(viewer, read, state));
}

/** What a page's or a form's handler returns: a page, or the address to go on to (303). */
type Answer = PageFor | PageWithStatus | string;

/**
 * Sends the answer a handler returned. The viewer is looked up while the handler reads its own
 * data (both need a query), and used if the answer is a page.
 */
@Injectable()
class SendAnswer implements NestInterceptor {
  constructor(private readonly viewers: ViewerContext) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    const viewer = this.viewers.of(http.getRequest<DashboardRequest>());
    // Its failure reaches the page that awaits it, not the process (say the handler threw first).
    viewer.catch(() => undefined);
    return next.handle().pipe(
      mergeMap(async (answer: Answer) => {
        if (typeof answer === 'string') return redirectHeaders(res, answer);
        const { status, page } =
          typeof answer === 'function' ? { status: 200, page: answer } : answer;
        const markup = page(await viewer).markup;
        res.status(status);
        pageHeaders(res);
        return markup;
      }),
    );
  }
}

/** Sends a piece of a page as it is: what the scripts fetch to follow a list (no viewer). */
@Injectable()
class SendFragment implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<string> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((fragment: Html) => {
        pageHeaders(res);
        return fragment.markup;
      }),
    );
  }
}

/** Sends the 303 to the address an admin action returned; Nest then ends the empty answer. */
@Injectable()
class RedirectToReturnedAddress implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<void> {
    const res = context.switchToHttp().getResponse<Response>();
    return next
      .handle()
      .pipe(map((location: string) => redirectHeaders(res, location)));
  }
}

/** A page to look at (GET): its handler returns the page (PageFor). */
export const Page = (path?: string) =>
  applyDecorators(Get(path), UseInterceptors(SendAnswer));

/** A piece of a page for a script (GET): its handler returns the markup. */
export const Fragment = (path: string) =>
  applyDecorators(Get(path), UseInterceptors(SendFragment));

/**
 * An admin's form that shows a page in answer (a secret made this once, the form again with why
 * it was refused) or goes on to another: a POST for admins only (the session guard has checked
 * its CSRF token), whose handler returns a page, withStatus(…), or an address.
 */
export const AdminForm = (path?: string) =>
  applyDecorators(Post(path), AdminOnly(), UseInterceptors(SendAnswer));

/**
 * An admin's form that changes one thing and goes on to the page that says so: a POST for
 * admins only, whose handler returns that page's address. The answer is a 303, like every
 * form's (see `redirect`).
 */
export const AdminAction = (path: string) =>
  applyDecorators(
    Post(path),
    AdminOnly(),
    HttpCode(303),
    UseInterceptors(RedirectToReturnedAddress),
  );
