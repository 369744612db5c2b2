import { plural } from '../../views/format.js';
import { randomBytes } from 'node:crypto';
import { Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.module.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { constantTimeEqual } from '../../../../common/security/constant-time-equal.js';
import {
  SESSION_MAX_AGE_MS,
  SessionsService,
} from '../../../users/sessions.service.js';
import { UsersService } from '../../../users/users.service.js';
import {
  clearCookie,
  readCookie,
  SESSION_COOKIE,
  setCookie,
  SIGN_IN_COOKIE,
} from '../../http/cookies.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import { readFormBody } from '../../http/form-body.js';
import { redirect, sendPage } from '../../http/respond.js';
import { ViewerContext } from '../../http/viewer.service.js';
import { SignInThrottle } from './sign-in-throttle.service.js';
import { signInPage } from './sign-in.view.js';

const SIGN_IN_PATH = '/dashboard/sign-in';
/** The sign-in form's token lives as long as someone may take to fill it in. */
const SIGN_IN_TOKEN_MS = 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Where to go after signing in: only a dashboard page of ours, never another site. */
function safeNext(next: unknown): string {
  return typeof next === 'string' &&
    /^\/dashboard(\/|\?|$)/.test(next) &&
    !next.includes('\\') &&
    !next.startsWith('//')
    ? next
    : '/dashboard/signups';
}

/**
 * Sign-in and sign-out. Before sign-in there is no session to hold a synchronizer token, so the
 * form's CSRF token is a double submit: a random value in an HttpOnly, SameSite=Lax cookie and
 * in the form, which must agree. Sign-out is a form of the session like any other.
 */
@DashboardController('dashboard', { signedIn: false })
export class SignInController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly throttle: SignInThrottle,
    private readonly viewer: ViewerContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sign-in')
  async form(
    @Req() req: Request,
    @Query('next') next: unknown,
    @Res() res: Response,
  ): Promise<void> {
    // Already signed in: straight on.
    const token = readCookie(req, SESSION_COOKIE);
    if (token && (await this.sessions.resume(token)))
      return redirect(res, safeNext(next));
    this.renderForm(req, res, { email: '', next: safeNext(next), error: null });
  }

  @Post('sign-in')
  async signIn(@Req() req: Request, @Res() res: Response): Promise<void> {
    const form = await readFormBody(req, this.config.http);
    const email = (form.get('email') ?? '').trim().slice(0, 320);
    const next = safeNext(form.get('next'));
    const expected = readCookie(req, SIGN_IN_COOKIE);
    if (!expected || !constantTimeEqual(form.get('_csrf') ?? '', expected))
      return this.renderForm(
        req,
        res,
        {
          email,
          next,
          error: 'The sign-in form had expired. Please try again.',
        },
        403,
      );
    const retryAfter = await this.throttle.attempt(email, req.ip ?? 'unknown');
    if (retryAfter !== null) {
      res.setHeader('Retry-After', String(retryAfter));
      return this.renderForm(
        req,
        res,
        {
          email,
          next,
          error: `Too many sign-in attempts. Try again in ${plural(Math.ceil(retryAfter / 60), 'minute')}.`,
        },
        429,
      );
    }
    const user = await this.users.authenticate(
      email,
      form.get('password') ?? '',
    );
    if (!user)
      return this.renderForm(
        req,
        res,
        {
          email,
          next,
          error: 'That email and password do not match an account.',
        },
        401,
      );
    const { token } = await this.sessions.start(user);
    clearCookie(req, res, SIGN_IN_COOKIE, SIGN_IN_PATH);
    setCookie(req, res, SESSION_COOKIE, token, {
      path: '/dashboard',
      maxAgeMs: SESSION_MAX_AGE_MS,
    });
    redirect(res, next);
  }

  @Post('sign-out')
  async signOut(@Req() req: Request, @Res() res: Response): Promise<void> {
    const token = readCookie(req, SESSION_COOKIE);
    const active = token ? await this.sessions.resume(token) : null;
    if (active) {
      const form = await readFormBody(req, this.config.http);
      // Without the session's token this is not the signed-in person's own form: refused.
      if (!constantTimeEqual(form.get('_csrf') ?? '', active.session.csrfToken))
        throw AppError.forbidden(
          'This sign-out did not come from your dashboard session; you are still signed in.',
        );
      await this.sessions.end(token!);
    }
    clearCookie(req, res, SESSION_COOKIE, '/dashboard');
    redirect(res, SIGN_IN_PATH);
  }

  private renderForm(
    req: Request,
    res: Response,
    form: { email: string; next: string; error: string | null },
    status = 200,
  ): void {
    // One token per form served, kept if the browser already holds a well-formed one (two tabs).
    const current = readCookie(req, SIGN_IN_COOKIE);
    const csrfToken =
      current && TOKEN.test(current)
        ? current
        : randomBytes(32).toString('base64url');
    setCookie(req, res, SIGN_IN_COOKIE, csrfToken, {
      path: SIGN_IN_PATH,
      maxAgeMs: SIGN_IN_TOKEN_MS,
    });
    sendPage(
      res,
      signInPage(this.viewer.assetUrls(), { ...form, csrfToken }),
      status,
    );
  }
}
