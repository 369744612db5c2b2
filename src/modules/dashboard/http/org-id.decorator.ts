import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { DashboardRequest } from './dashboard-request.js';

/** The organization of the signed-in person (the session guard has found them). */
export const OrgId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<DashboardRequest>().dashboard.user
      .organizationId,
);
