import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Registry } from 'prom-client';
import { Public } from '../auth/public.decorator.js';
import { MetricsTokenGuard } from './metrics-token.guard.js';

/** Prometheus text format on the API port; registered only when METRICS_TOKEN is set. */
@ApiExcludeController()
@Public()
@UseGuards(MetricsTokenGuard)
@Controller('metrics')
export class MetricsController {
  constructor(private readonly registry: Registry) {}

  @Get()
  async scrape(@Res() res: Response): Promise<void> {
    const body = await this.registry.metrics();
    res.type(this.registry.contentType).send(body);
  }
}
