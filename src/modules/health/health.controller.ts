import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppError } from '../../common/errors/app-error.js';
import { Public } from '../auth/public.decorator.js';
import { liveness } from './liveness.js';
import { notReadyMessage, ReadinessService } from './readiness.service.js';

/** Liveness and readiness for orchestrators; outside /v1 and needing no key. */
@ApiExcludeController()
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get()
  live() {
    return liveness();
  }

  @Get('ready')
  async ready() {
    const readiness = await this.readiness.check();
    if (!readiness.ready)
      throw new AppError('service_unavailable', notReadyMessage(readiness));
    return { status: 'ready', checks: readiness.checks };
  }
}
