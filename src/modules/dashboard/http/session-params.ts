// What the session guard found on a dashboard request, as handler parameters.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { DashboardRequest } from './dashboard-request.js';

/** The organization of the signed-in person (the session guard has found them). */
export const OrgId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<DashboardRequest>().dashboard.user
      .organizationId,
);

/** The fields a POST sent (read, and its CSRF token checked, by the session guard). */
export const Form = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): URLSearchParams =>
    ctx.switchToHttp().getRequest<DashboardRequest>().form!,
);
