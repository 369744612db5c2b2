import { ActorPageService } from '../../../actors/actor-page.service.js';
import {
  EnrichmentQuotaService,
  quotaMonth,
} from '../../../actors/enrichment-quota.service.js';
import { OrganizationsService } from '../../../auth/organizations.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import { Page } from '../../http/returned-answer.interceptor.js';
import type { Viewer } from '../../views/layout.view.js';
import { OrgId } from '../../http/session-params.js';
import { fillRates } from './fill-rates.js';
import { lastDays } from './usage-chart.view.js';
import { usagePage } from './usage.view.js';

const CHART_DAYS = 30;
/** The fill rates' sample: the latest enriched signups (reading every one is too slow). */
const FILL_SAMPLE = 500;

@DashboardController('dashboard/usage')
export class UsageController {
  constructor(
    private readonly quota: EnrichmentQuotaService,
    private readonly orgs: OrganizationsService,
    private readonly actors: ActorPageService,
  ) {}

  /**
   * This month's enrichments (the quota's own count) against the organization's quota, the last
   * 30 days per day, and how often each fact is found.
   */
  @Page()
  async show(@OrgId() orgId: string) {
    const now = new Date();
    const firstDay = new Date(now);
    firstDay.setUTCHours(0, 0, 0, 0);
    firstDay.setUTCDate(firstDay.getUTCDate() - (CHART_DAYS - 1));
    const month = quotaMonth(now);
    const [org, used, byStatus, perDay, latest, admittedStillHere] =
      await Promise.all([
        this.orgs.get(orgId),
        this.quota.used(orgId, now),
        this.actors.countByStatus(orgId),
        this.actors.enrichedPerDay(orgId, firstDay),
        this.actors.latestEnriched(orgId, FILL_SAMPLE),
        this.actors.admittedSince(orgId, new Date(`${month}-01T00:00:00Z`)),
      ]);
    const enrichments = latest.flatMap((a) =>
      a.enrichment ? [a.enrichment] : [],
    );
    const usage = {
      month,
      used,
      quota: org.monthlyQuota,
      byStatus,
      days: lastDays(perDay, now, CHART_DAYS),
      fillRates: fillRates(enrichments),
      sampled: enrichments.length,
      admittedStillHere,
    };
    return (viewer: Viewer) => usagePage(viewer, usage);
  }
}
