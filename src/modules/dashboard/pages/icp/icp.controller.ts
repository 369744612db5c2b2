import { Query } from '@nestjs/common';
import {
  parseIcpProfile,
  type IcpProfile,
  ICP_LIMITS,
} from '../../../../../libs/icp/index.js';
import { ActorPageService } from '../../../actors/actor-page.service.js';
import { IcpProfilesService } from '../../../scoring/icp-profiles.service.js';
import { SetIcpProfile } from '../../../scoring/set-icp-profile.service.js';
import { ScoringService } from '../../../scoring/scoring.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { PageQuery } from '../../http/dashboard-request.js';
import { Form, OrgId } from '../../http/session-params.js';
import {
  AdminForm,
  Page,
  withStatus,
} from '../../http/returned-answer.interceptor.js';
import {
  draftFromForm,
  draftFromProfile,
  emptyRule,
  inputFromDraft,
  type ProfileDraft,
} from './icp-draft.js';
import { fieldCatalog, type FieldChoice } from './icp-field-catalog.js';
import type { Viewer } from '../../views/layout.view.js';
import { icpPage, type IcpPageState, type PreviewLine } from './icp.view.js';

/** How many of the latest enriched signups a draft is tried on. */
export const PREVIEW_SIZE = 200;

@DashboardController('dashboard/icp')
export class IcpController {
  constructor(
    private readonly profiles: IcpProfilesService,
    private readonly scoring: ScoringService,
    private readonly setProfile: SetIcpProfile,
    private readonly actors: ActorPageService,
  ) {}

  @Page()
  async show(@OrgId() orgId: string, @Query() query: PageQuery) {
    const record = await this.profiles.get(orgId);
    const draft = record
      ? draftFromProfile(record.profile)
      : { name: '', hot: '', warm: '', rules: [emptyRule()] };
    const { rescoring } = query;
    const state = {
      draft,
      version: record?.version ?? null,
      saved: query.saved === '1',
      fields: await this.fields(orgId, draft),
      rescoring:
        typeof rescoring === 'string' && /^\d{1,9}$/.test(rescoring)
          ? Number(rescoring)
          : null,
    };
    return (viewer: Viewer) => icpPage(viewer, state);
  }

  /** The editor's buttons: add or remove a rule, preview the draft, or save it. */
  @AdminForm()
  async edit(@OrgId() orgId: string, @Form() form: URLSearchParams) {
    const action = form.get('action') ?? 'preview';
    const draft = draftFromForm(form);
    const [record, fields] = await Promise.all([
      this.profiles.get(orgId),
      this.fields(orgId, draft),
    ]);
    const page = (state: Partial<IcpPageState>, status = 200) => {
      const shown = {
        draft,
        version: record?.version ?? null,
        fields,
        ...state,
      };
      return withStatus(status, (viewer) => icpPage(viewer, shown));
    };

    if (action === 'add') {
      if (draft.rules.length < ICP_LIMITS.maxRules)
        draft.rules.push(emptyRule());
      return page({});
    }
    const removing = /^remove:(\d{1,3})$/.exec(action);
    if (removing) {
      draft.rules.splice(Number(removing[1]), 1);
      if (!draft.rules.length) draft.rules.push(emptyRule());
      return page({});
    }
    const parsed = parseIcpProfile(inputFromDraft(draft));
    if (!parsed.ok) return page({ issues: parsed.issues }, 422);
    if (action === 'save') {
      const { rescoring } = await this.setProfile.run(
        orgId,
        inputFromDraft(draft),
      );
      // The count rides in the address (a number, nothing private) so the page after the
      // redirect can say it.
      return `/dashboard/icp?saved=1&rescoring=${rescoring}`;
    }
    return page({
      preview: await this.preview(orgId, parsed.profile),
      draft: normalized(draft, parsed.profile),
    });
  }

  /** The picker's fields, with examples from the latest signups (and the draft's own fields). */
  private async fields(
    orgId: string,
    draft: ProfileDraft,
  ): Promise<FieldChoice[]> {
    const actors = await this.actors.latestEnriched(orgId, PREVIEW_SIZE);
    return fieldCatalog(
      actors.map((a) => ({
        enrichment: a.enrichment,
        signals: a.emailSignals,
        name: a.name,
        source: a.source,
        metadata: a.metadata,
      })),
      draft.rules.map((r) => r.field),
    );
  }

  /** The draft tried on the latest enriched signups: computed here, stored nowhere. */
  private async preview(
    orgId: string,
    profile: IcpProfile,
  ): Promise<PreviewLine[]> {
    const actors = await this.actors.latestEnriched(orgId, PREVIEW_SIZE);
    return actors.map((actor) => ({
      actorId: actor.id,
      label: actor.name ?? actor.email,
      company: actor.companyName,
      current: actor.scoringStatus === 'scored' ? actor.score : null,
      draft: this.scoring.compute(profile, actor).score,
    }));
  }
}

/** After a valid preview the form shows the profile as it would be stored (values normalized). */
function normalized(draft: ProfileDraft, profile: IcpProfile): ProfileDraft {
  return draft.rules.length === profile.rules.length
    ? draftFromProfile(profile)
    : draft;
}
