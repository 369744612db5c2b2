import {
  applyDecorators,
  Get,
  HttpCode,
  Post,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { Html } from '../views/html.js';
import { pageHeaders, redirectHeaders } from './respond.js';
import { AdminOnly } from './session.guard.js';

/**
 * Turns what a handler returned into the answer: `answer` sets the status and headers and gives
 * the body, which Nest then sends (so the handler needs no `@Res()`).
 */
class ReturnedAnswer<T> implements NestInterceptor {
  constructor(
    private readonly answer: (res: Response, value: T) => string | void,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(map((value: T) => this.answer(res, value)));
  }
}

/** A page to look at (GET, 200): its handler returns the page; errors go to the error page. */
export const Page = (path?: string) =>
  applyDecorators(
    Get(path),
    UseInterceptors(
      new ReturnedAnswer((res, page: Html) => {
        pageHeaders(res);
        return page.markup;
      }),
    ),
  );

/**
 * An admin's form that changes one thing and goes on to the page that says so: a POST for
 * admins only (the session guard has checked its CSRF token), whose handler returns that
 * page's address. The answer is a 303, like every form's (see `redirect`).
 */
export const AdminAction = (path: string) =>
  applyDecorators(
    Post(path),
    AdminOnly(),
    HttpCode(303),
    UseInterceptors(new ReturnedAnswer(redirectHeaders)),
  );
