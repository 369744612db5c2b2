import { Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import { DashboardAssets } from './dashboard-assets.service.js';
import { DashboardController } from './http/dashboard-controller.decorator.js';

/** The stylesheet and the script, under names that change with their content: cached for good. */
@DashboardController('dashboard/assets', { signedIn: false })
export class AssetsController {
  constructor(private readonly assets: DashboardAssets) {}

  @Get(':name')
  serve(@Param('name') name: string, @Res() res: Response): void {
    const asset = this.assets.get(name);
    if (!asset) throw AppError.notFound('No such asset');
    res.setHeader('Content-Type', asset.contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(asset.body);
  }
}
