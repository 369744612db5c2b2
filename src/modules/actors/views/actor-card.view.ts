import type { ActorViewRow } from '../repositories/actor-statements.js';
import { shownScore } from './shown-score.js';

/** The spec's slim contact card: every member present, null where unknown. */
export interface ActorCardView {
  id: string;
  email: string;
  name: string | null;
  status: 'pending' | 'enriching' | 'enriched' | 'failed' | 'rejected';
  rejectionReason: string | null;
  failureReason: string | null;
  score: number | null;
  scoringStatus: string;
  title: string | null;
  linkedinUrl: string | null;
  location: string | null;
  companyName: string | null;
  companyDomain: string | null;
  industry: string | null;
  companyLocation: string | null;
  createdAt: string;
  enrichedAt: string | null;
  summary: string | null;
  highlights: string[] | null;
  bio: string | null;
  companyDescription: string | null;
}

export function toActorCard(actor: ActorViewRow): ActorCardView {
  const e = actor.status === 'enriched' ? (actor.enrichment ?? {}) : {};
  const i = actor.status === 'enriched' ? (actor.intelligence ?? {}) : {};
  return {
    id: actor.id,
    email: actor.email,
    name: actor.name,
    status: actor.status,
    rejectionReason: actor.status === 'rejected' ? actor.rejectionReason : null,
    failureReason: actor.status === 'failed' ? actor.failureReason : null,
    // While rescoring: the current score, with scoringStatus `pending` (shown-score.ts).
    score: shownScore(actor)?.score ?? null,
    scoringStatus: actor.scoringStatus,
    title: e.title ?? null,
    linkedinUrl: e.linkedinUrl ?? null,
    location: e.location ?? null,
    companyName: e.companyName ?? null,
    companyDomain: e.companyDomain ?? null,
    industry: e.industry ?? null,
    companyLocation: e.companyLocation ?? null,
    createdAt: actor.createdAt.toISOString(),
    enrichedAt: actor.enrichedAt?.toISOString() ?? null,
    summary: i.summary ?? null,
    highlights: i.highlights ?? null,
    bio: e.bio ?? null,
    companyDescription: e.companyDescription ?? null,
  };
}
