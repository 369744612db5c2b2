import {
  scoreBand,
  type ScoreBandThresholds,
} from '../../../libs/icp/index.js';
import {
  actorFields,
  type ActorSnapshot,
} from '../../../libs/destinations/index.js';
import type { SyncedActor } from './repositories/synced-actor.repository.js';

/** The dashboard page of an actor, when PUBLIC_URL says where the dashboard is. */
export function dashboardUrlOf(
  publicUrl: string | null,
  actorId: string,
): string | null {
  return publicUrl ? `${publicUrl}/dashboard/actors/${actorId}` : null;
}

/** An actor as a destination is sent it: its current row, the organization's bands. */
export function actorSnapshot(
  actor: SyncedActor,
  bands: ScoreBandThresholds,
  publicUrl: string | null,
): ActorSnapshot {
  const band = actor.score === null ? null : scoreBand(actor.score, bands);
  const dashboardUrl = dashboardUrlOf(publicUrl, actor.id);
  const signals = actor.emailSignals;
  const ownDomain =
    signals && !signals.isFreeEmail && !signals.isDisposable
      ? signals.registrableDomain
      : null;
  return {
    actorId: actor.id,
    email: actor.email,
    fields: actorFields({
      email: actor.email,
      name: actor.name,
      enrichment: actor.enrichment,
      intelligence: actor.intelligence,
      score: actor.score,
      scoring: actor.scoring,
      band,
      enrichedAt: actor.enrichedAt,
      dashboardUrl,
    }),
    band,
    score: actor.score,
    companyDomain:
      actor.enrichment?.companyDomain?.toLowerCase() ?? ownDomain ?? null,
    dashboardUrl,
  };
}
