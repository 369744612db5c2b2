import { Get, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActorListService } from '../../../actors/actor-list.service.js';
import {
  EnrichmentQuotaService,
  quotaMonth,
} from '../../../actors/enrichment-quota.service.js';
import { OrganizationsService } from '../../../auth/organizations.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { sendPage } from '../../http/respond.js';
import { ViewerContext } from '../../http/viewer.js';
import { usagePage } from './usage.view.js';

@DashboardController('dashboard/usage')
export class UsageController {
  constructor(
    private readonly quota: EnrichmentQuotaService,
    private readonly orgs: OrganizationsService,
    private readonly actors: ActorListService,
    private readonly viewer: ViewerContext,
  ) {}

  /** This month's enrichments (the quota's own count) against the organization's quota. */
  @Get()
  async show(
    @Req() req: DashboardRequest,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const now = new Date();
    const [viewer, org, used, byStatus] = await Promise.all([
      this.viewer.of(req),
      this.orgs.get(orgId),
      this.quota.used(orgId, now),
      this.actors.countByStatus(orgId),
    ]);
    sendPage(
      res,
      usagePage(viewer, {
        month: quotaMonth(now),
        used,
        quota: org.monthlyQuota,
        byStatus,
      }),
    );
  }
}
