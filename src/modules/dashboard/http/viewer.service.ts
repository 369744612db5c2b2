import { Injectable } from '@nestjs/common';
import { OrganizationsService } from '../../auth/organizations.service.js';
import { DashboardAssets } from '../dashboard-assets.service.js';
import type { Viewer } from '../views/layout.view.js';
import type { DashboardRequest } from './dashboard-request.js';

/** What a signed-in page needs about who is looking (see DashboardSessionGuard). */
@Injectable()
export class ViewerContext {
  constructor(
    private readonly orgs: OrganizationsService,
    private readonly assets: DashboardAssets,
  ) {}

  async of(req: DashboardRequest): Promise<Viewer> {
    const { user, session } = req.dashboard;
    const org = await this.orgs.get(user.organizationId);
    return {
      user,
      orgName: org.name,
      csrfToken: session.csrfToken,
      assets: this.assetUrls(),
    };
  }

  assetUrls(): Viewer['assets'] {
    return {
      css: this.assets.url('dashboard.css'),
      js: this.assets.url('dashboard.js'),
    };
  }
}
