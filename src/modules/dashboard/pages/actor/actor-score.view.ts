// The score section of the actor page: the explanation, each rule in words (libs/icp's ruleInWords,
// the same wording as the explanation), and each dimension's points out of the most
// it can give under the profile.
import {
  capitalize,
  ruleInWords,
  scoreBand,
  type IcpProfile,
  type ScoreBandThresholds,
} from '../../../../../libs/icp/index.js';
import type { Actor } from '../../../actors/entities/actor.entity.js';
import { html, type Html } from '../../views/html.js';
import { bandChip } from '../signups/signups.view.js';

interface ScoringShown {
  explanation?: string;
  matchedRules?: string[];
  unmatchedRules?: string[];
  breakdown?: Record<string, number>;
}

function ruleList(
  ids: string[],
  profile: IcpProfile | null,
  matched: boolean,
): Html {
  if (!ids.length) return html`<p class="muted">None.</p>`;
  const rules = new Map(profile?.rules.map((r) => [r.id, r]) ?? []);
  return html`<ul class="plain">
    ${ids.map((id) => {
      const rule = rules.get(id);
      return html`<li>
        <span aria-hidden="true">${matched ? '✓' : '✗'}</span>
        ${rule ? capitalize(ruleInWords(rule)) : html`<code>${id}</code> <span class="muted">(no longer in the profile)</span>`}
      </li>`;
    })}
  </ul>`;
}

/** The most points each dimension can give: its share of the profile's weights, one decimal. */
export function dimensionMaximums(
  profile: IcpProfile | null,
): Map<string, number> {
  const total = profile?.rules.reduce((sum, r) => sum + r.weight, 0) ?? 0;
  const byDimension = new Map<string, number>();
  if (!profile || total <= 0) return byDimension;
  for (const rule of profile.rules)
    byDimension.set(
      rule.dimension,
      (byDimension.get(rule.dimension) ?? 0) + rule.weight,
    );
  return new Map(
    [...byDimension].map(([d, w]) => [d, Math.round((1000 * w) / total) / 10]),
  );
}

function breakdownTable(
  breakdown: [string, number][],
  profile: IcpProfile | null,
): Html {
  if (!breakdown.length) return html`<p class="muted">No dimensions.</p>`;
  const maximums = dimensionMaximums(profile);
  return html`<table>
    <caption class="visually-hidden">
      Points per dimension, out of the most it can give
    </caption>
    <thead>
      <tr>
        <th scope="col">Dimension</th>
        <th scope="col" class="num">Points</th>
        <th scope="col"><span class="visually-hidden">Bar</span></th>
      </tr>
    </thead>
    <tbody>
      ${breakdown.map(([dimension, points]) => {
        const max = maximums.get(dimension) ?? 100;
        return html`<tr>
          <th scope="row">${dimension}</th>
          <td class="num">${points} of ${max}</td>
          <td>
            <meter
              min="0"
              max="${max}"
              value="${points}"
              aria-label="${dimension}: ${points} of ${max}"
            ></meter>
          </td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** The score and its band, or why there is none yet: the page's top line. */
export function scoreSummary(actor: Actor, bands: ScoreBandThresholds): Html {
  if (actor.scoringStatus !== 'scored' || actor.score === null)
    return html`<span class="muted">Not scored yet</span>`;
  return html`${bandChip(actor.score, bands)}
    <span class="score-big">${actor.score}</span>
    <span class="muted">/ 100</span>
    <span class="visually-hidden"
      >(${scoreBand(actor.score, bands)} lead)</span
    >`;
}

export function scoreSection(actor: Actor, profile: IcpProfile | null): Html {
  const heading = html`<h2 id="score-h">Why this score</h2>`;
  let body: Html;
  if (actor.scoringStatus === 'scored' && actor.score !== null) {
    const scoring = (actor.scoring ?? {}) as ScoringShown;
    body = html`<p>${scoring.explanation ?? ''}</p>
      <div class="grid-2">
        <div>
          <h3>Matched rules</h3>
          ${ruleList(scoring.matchedRules ?? [], profile, true)}
        </div>
        <div>
          <h3>Unmatched rules</h3>
          ${ruleList(scoring.unmatchedRules ?? [], profile, false)}
        </div>
      </div>
      <h3>Breakdown</h3>
      ${breakdownTable(Object.entries(scoring.breakdown ?? {}), profile)}`;
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
