// What should make a seller careful: the address flags and how thin the record is. These come
// from the address, what the tools noticed and the record itself, not from facts, so they carry
// no citations.
import { plural } from '../../words/index.js';
import type { FactView } from './intelligence-facts.js';
import type { EmailSignals, Observation } from '../types.js';

/** What the tools noticed, as concerns in our words (both agents state these). */
export function observationConcerns(
  observations: readonly Observation[],
): string[] {
  return observations.map((o) => {
    switch (o.kind) {
      case 'parked_domain':
        return `${o.detail}: no company facts were taken from its website; check the address is still in use`;
      case 'mail_provider':
        return `${o.detail}: its users' addresses say nothing about their employer, so no company facts were taken`;
      case 'hosted_platform':
        return `${o.detail}: the platform's own name, size and links on the page are not the company's and were not taken`;
      default:
        return `${o.detail}: such text was ignored, never used as a fact or in this analysis`;
    }
  });
}

/** Concerns come from the address flags and the record's thinness, not from facts. */
export function writeConcerns(
  facts: FactView,
  signals: EmailSignals | null,
  observations: readonly Observation[] = [],
): string[] {
  const out: string[] = observationConcerns(observations);
  if (signals?.isDisposable) {
    out.push(
      `Disposable email domain (${signals.emailDomain}): the address may stop working soon`,
    );
  } else if (signals?.isMailProvider) {
    out.push(
      `Mail-provider address (${signals.emailDomain}): the domain gives addresses to the public, so no employer can be inferred from it`,
    );
  } else if (signals?.isFreeEmail) {
    out.push(
      `Free-mail address (${signals.emailDomain}): no employer can be inferred from it`,
    );
  }
  if (signals?.isRoleAccount)
    out.push('Role account: likely a shared inbox rather than one person');
  if (facts.thin) {
    const confidence = facts.confidence;
    const count = facts.factCount();
    const score =
      confidence === null ? '' : `confidence ${confidence.toFixed(2)}, `;
    out.push(
      `Thin data (${score}${plural(count, 'fact')}): verify before personalising`,
    );
  }
  return out;
}
