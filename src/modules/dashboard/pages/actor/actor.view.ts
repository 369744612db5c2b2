import type {
  IcpProfile,
  ScoreBandThresholds,
} from '../../../../../libs/icp/index.js';
import type { Actor } from '../../../actors/entities/actor.entity.js';
import { badge, when } from '../../views/format.js';
import { actionForm, submitButton } from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { isAdmin, layout, type Viewer } from '../../views/layout.view.js';
import { nothingNote } from '../../views/notices.js';
import {
  analysisSection,
  factsTable,
  outreachSection,
} from './actor-facts.view.js';
import { scoreSection, scoreSummary } from './actor-score.view.js';
import { researchReportSection } from './research-report.view.js';
import type { ActorAtDestination } from '../../../destinations/destination-deliveries.service.js';
import { destinationsSection } from './actor-destinations.view.js';

/** What the page knows besides the actor: the profile it is scored by, its bands. */
export interface ActorPageContext {
  profile: IcpProfile | null;
  bands: ScoreBandThresholds;
  /** the actor at each of the organization's destinations (CRM, Slack) */
  destinations: readonly ActorAtDestination[];
}

/** Whether the page should keep following this actor: research, a refresh or a score to come. */
export function stillChanging(actor: Actor): boolean {
  return (
    actor.status === 'pending' ||
    actor.status === 'enriching' ||
    (actor.status === 'enriched' &&
      (actor.scoringStatus === 'pending' || actor.refreshRequestedAt !== null))
  );
}

/** "VP Growth at Acme · Lisbon": who the person is, from the facts found; nothing when none. */
function whoTheyAre(actor: Actor): Html {
  const e = actor.enrichment ?? {};
  const company = e.companyName ?? e.companyDomain;
  const role =
    e.title && company
      ? `${e.title} at ${company}`
      : (e.title ?? (company ? `Works at ${company}` : null));
  const place = e.location ?? e.companyLocation;
  const parts = [role, place].filter((p): p is string => Boolean(p));
  return parts.length
    ? html`<p class="who-line">${parts.join(' · ')}</p>`
    : html``;
}

function statusNote(actor: Actor): Html {
  switch (actor.status) {
    case 'pending':
    case 'enriching':
      return html`<p class="notice info" role="status">
        Researching this person and their company… This page updates by itself.
      </p>`;
    case 'failed':
      return html`<p class="notice error">
        The research failed: ${actor.failureReason ?? 'no reason recorded'}.
      </p>`;
    case 'rejected':
      return html`<p class="notice warn">
        Not researched:
        ${actor.rejectionReason === 'quota_exceeded' ? "the organization's monthly enrichment quota was used up" : (actor.rejectionReason ?? 'declined')}.
      </p>`;
    default:
      return actor.refreshRequestedAt
        ? html`<p class="notice info" role="status">
            Researching again… The facts below stay until the new research
            replaces them.
          </p>`
        : html``;
  }
}

/** The signup's own metadata, as the signup form sent it. */
function metadataSection(metadata: Record<string, unknown> | null): Html {
  const entries = Object.entries(metadata ?? {});
  return html`<section aria-labelledby="metadata-h">
    <h2 id="metadata-h">What the signup sent</h2>
    ${
      entries.length
        ? html`<dl class="facts">
            ${entries.map(
              ([key, value]) =>
                html`<dt>${key}</dt>
                  <dd>
                    ${typeof value === 'string' ? value : JSON.stringify(value)}
                  </dd>`,
            )}
          </dl>`
        : nothingNote('No metadata came with this signup.')
    }
  </section>`;
}

/** Admins: research again (as actor:reenrich) and erase (as actor:erase, confirmed first). */
function adminActions(viewer: Viewer, actor: Actor): Html {
  if (!isAdmin(viewer)) return html``;
  const canRefresh =
    (actor.status === 'enriched' && actor.refreshRequestedAt === null) ||
    actor.status === 'failed';
  return html`<section aria-labelledby="actions-h" class="actions-panel">
    <h2 id="actions-h" class="visually-hidden">Actions</h2>
    ${canRefresh && actionForm(viewer, `/dashboard/actors/${actor.id}/research-again`, submitButton('Research again', 'secondary'))}
    ${actionForm(
      viewer,
      `/dashboard/actors/${actor.id}/erase`,
      html`<label class="inline"
          ><input type="checkbox" name="confirm" value="yes" required /> Yes,
          erase this person for good</label
        >
        ${submitButton('Erase', 'danger')}`,
      {
        confirm: `Erase ${actor.email} and everything found about them? This cannot be undone.`,
      },
    )}
  </section>`;
}

/** The part of the page that changes while the actor is researched and scored. */
export function actorDetails(
  viewer: Viewer,
  actor: Actor,
  context: ActorPageContext,
): Html {
  const live = stillChanging(actor)
    ? html` data-live-src="/dashboard/actors/${actor.id}/live"`
    : '';
  const enriched = actor.status === 'enriched';
  return html`<div id="actor-details" ${live}>
    <div class="actor-top">
      <div>
        ${whoTheyAre(actor)}
        <p>
          ${badge(actor.status)}${actor.enrichedAt ? html` · researched <span class="researched">${when(actor.enrichedAt)}</span>` : ''}
        </p>
      </div>
      <p class="actor-score">${scoreSummary(actor, context.bands)}</p>
    </div>
    ${statusNote(actor)} ${enriched ? outreachSection(actor.intelligence) : ''}
    ${enriched && actor.intelligence ? analysisSection(actor.intelligence) : ''}
    ${
      enriched && actor.enrichment
        ? html`<section aria-labelledby="facts-h">
            <h2 id="facts-h">Facts</h2>
            ${factsTable(actor.enrichment)}
          </section>`
        : ''
    }
    ${scoreSection(actor, context.profile)}
    ${destinationsSection(context.destinations)}
    ${researchReportSection(actor.researchReport, actor.companyContext)}
    ${metadataSection(actor.metadata)} ${adminActions(viewer, actor)}
  </div>`;
}

const NOTICES: Record<string, Html> = {
  queued: html`<p class="notice ok" role="status">
    Research again: queued. The page updates when it is done.
  </p>`,
  unchanged: html`<p class="notice warn" role="status">
    Nothing to research again: this signup is being researched already, or
    waits for the quota.
  </p>`,
};

export function actorPage(
  viewer: Viewer,
  actor: Actor,
  context: ActorPageContext,
  notice?: string,
): Html {
  return layout(viewer, {
    title: actor.name ?? actor.email,
    active: 'signups',
    body: html`<p><a href="/dashboard/signups">← All signups</a></p>
      <h1>${actor.name ?? actor.email}</h1>
      <p class="lead">
        ${actor.email} · signed up
        ${when(actor.createdAt)}${actor.source ? html` · source <strong>${actor.source}</strong>` : ''}
      </p>
      ${notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : ''}
      ${actorDetails(viewer, actor, context)}`,
  });
}
