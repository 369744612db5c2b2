import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../../common/errors/app-error.js';
import { constantTimeEqual } from '../../../common/security/constant-time-equal.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { SessionsService } from '../../users/sessions.service.js';
import { readCookie, SESSION_COOKIE } from './cookies.js';
import type { DashboardRequest } from './dashboard-request.js';
import { readFormBody } from './form-body.js';

const ADMIN_ONLY = 'dashboard:adminOnly';
/** A route only admins may use (managing keys, the ICP profile, webhooks). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/**
 * Every signed-in dashboard route: a live session from the cookie (else unauthorized, which the
 * dashboard's filter turns into the sign-in page), on a POST the session's CSRF token in the form
 * (synchronizer token, compared in constant time), and the admin role where a route asks for it.
 */
@Injectable()
export class DashboardSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<DashboardRequest>();
    const token = readCookie(req, SESSION_COOKIE);
    const active = token ? await this.sessions.resume(token) : null;
    if (!active) throw AppError.unauthorized();
    req.dashboard = active;
    if (req.method === 'POST') {
      req.form = await readFormBody(req, this.config.http);
      if (
        !constantTimeEqual(
          req.form.get('_csrf') ?? '',
          active.session.csrfToken,
        )
      )
        throw AppError.forbidden(
          'This form did not come from your dashboard session (or the session changed). Reload the page and try again.',
        );
    }
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (adminOnly && active.user.role !== 'admin')
      throw AppError.forbidden(
        'Only an admin of this organization can do this; viewers can look but not change.',
      );
    return true;
  }
}
