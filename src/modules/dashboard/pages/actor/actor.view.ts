import type { IcpProfile } from '../../../../../libs/icp/index.js';
import type { Actor } from '../../../actors/entities/actor.entity.js';
import { badge, when } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import { layout, type Viewer } from '../../views/layout.view.js';
import { analysisSections, factsTable } from './actor-facts.view.js';
import { researchReportSection } from './research-report.view.js';

interface ScoringShown {
  explanation?: string;
  matchedRules?: string[];
  unmatchedRules?: string[];
  breakdown?: Record<string, number>;
}

/** Whether the page should keep following this actor: research or its score still to come. */
export function stillChanging(actor: Actor): boolean {
  return (
    actor.status === 'pending' ||
    actor.status === 'enriching' ||
    (actor.status === 'enriched' && actor.scoringStatus === 'pending')
  );
}

function ruleList(
  ids: string[],
  profile: IcpProfile | null,
  matched: boolean,
): Html {
  if (!ids.length) return html`<p class="muted">None.</p>`;
  const described = new Map(
    profile?.rules.map((r) => [r.id, r.description]) ?? [],
  );
  return html`<ul class="plain">
    ${ids.map(
      (id) =>
        html`<li>
          <span aria-hidden="true">${matched ? '✓' : '✗'}</span>
          <code>${id}</code
          >${described.get(id) ? html` — ${described.get(id)}` : ''}
        </li>`,
    )}
  </ul>`;
}

function scoreSection(actor: Actor, profile: IcpProfile | null): Html {
  const heading = html`<h2 id="score-h">ICP score</h2>`;
  let body: Html;
  if (actor.scoringStatus === 'scored' && actor.score !== null) {
    const scoring = (actor.scoring ?? {}) as ScoringShown;
    const breakdown = Object.entries(scoring.breakdown ?? {});
    body = html`<div class="grid-2">
        <div>
          <p>
            <span class="score-big">${actor.score}</span>
            <span class="muted">/ 100</span>
          </p>
          <p>${scoring.explanation ?? ''}</p>
        </div>
        <div>
          <h3>Breakdown</h3>
          ${
            breakdown.length
              ? html`<table>
                  <caption class="visually-hidden">
                    Share of the score per dimension
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Dimension</th>
                      <th scope="col" class="num">Points</th>
                      <th scope="col">
                        <span class="visually-hidden">Bar</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    ${breakdown.map(
                      ([dimension, points]) =>
                        html`<tr>
                          <th scope="row">${dimension}</th>
                          <td class="num">${points}</td>
                          <td>
                            <meter
                              min="0"
                              max="100"
                              value="${points}"
                              aria-label="${dimension}: ${points} of 100"
                            ></meter>
                          </td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
              : html`<p class="muted">No dimensions.</p>`
          }
        </div>
      </div>
      <div class="grid-2">
        <div>
          <h3>Matched rules</h3>
          ${ruleList(scoring.matchedRules ?? [], profile, true)}
        </div>
        <div>
          <h3>Unmatched rules</h3>
          ${ruleList(scoring.unmatchedRules ?? [], profile, false)}
        </div>
      </div>`;
  } else if (actor.status !== 'enriched') {
    body = html`<p class="muted">Scored once the research is done.</p>`;
  } else if (actor.scoringStatus === 'pending') {
    body = html`<p>Scoring against the current ICP profile…</p>`;
  } else if (actor.scoringStatus === 'failed') {
    body = html`<p class="notice error">
      Scoring failed; it is tried again when the profile changes.
    </p>`;
  } else {
    body = html`<p class="muted">
      Not scored: the organization has no ICP profile.
      <a href="/dashboard/icp">Set one</a> to score every signup.
    </p>`;
  }
  return html`<section aria-labelledby="score-h">${heading}${body}</section>`;
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
      return html``;
  }
}

/** The part of the page that changes while the actor is researched and scored. */
export function actorDetails(actor: Actor, profile: IcpProfile | null): Html {
  const live = stillChanging(actor)
    ? html` data-live-src="/dashboard/actors/${actor.id}/live"`
    : '';
  const enriched = actor.status === 'enriched';
  return html`<div id="actor-details" ${live}>
    <p>
      Status:
      ${badge(actor.status)}${actor.enrichedAt ? html` · researched ${when(actor.enrichedAt)}` : ''}
    </p>
    ${statusNote(actor)} ${scoreSection(actor, profile)}
    ${
      enriched && actor.enrichment
        ? html`<section aria-labelledby="facts-h">
            <h2 id="facts-h">Facts</h2>
            ${factsTable(actor.enrichment)}
          </section>`
        : ''
    }
    ${enriched && actor.intelligence ? analysisSections(actor.intelligence) : ''}
    ${researchReportSection(actor.researchReport, actor.companyContext)}
  </div>`;
}

export function actorPage(
  viewer: Viewer,
  actor: Actor,
  profile: IcpProfile | null,
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
      ${actorDetails(actor, profile)}`,
  });
}
