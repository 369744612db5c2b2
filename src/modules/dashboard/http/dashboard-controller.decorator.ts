import {
  applyDecorators,
  Controller,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipJsonBody } from '../../../common/http/skip-json-body.decorator.js';
import { Public } from '../../auth/public.decorator.js';
import { DashboardErrorFilter } from './dashboard-error.filter.js';
import { DashboardSessionGuard } from './session.guard.js';

/**
 * A dashboard controller: outside the public API (no API key, not in its OpenAPI document), its
 * own body parsing (HTML forms) and error pages, and, unless `signedIn` is false, a session.
 */
export function DashboardController(
  path: string,
  options: { signedIn?: boolean } = {},
): ClassDecorator {
  return applyDecorators(
    Controller(path),
    ApiExcludeController(),
    Public(),
    SkipJsonBody(),
    UseFilters(DashboardErrorFilter),
    ...(options.signedIn === false ? [] : [UseGuards(DashboardSessionGuard)]),
  );
}
