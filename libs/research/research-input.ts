// What every agent tells the tools about one person. One place, so the keyless agent and the llm
// agent research exactly the same subject (and neither runs company tools on free-mail domains).
import { emailSignals } from '../email/email-signals.js';
import type { EmailSignals, ResearchInput } from './types.js';

export interface ResearchSubjectFields {
  email: string;
  name: string | null;
  metadata: Record<string, unknown> | null;
  /** research again from the sources: no kept finding may answer (ResearchInput.fresh) */
  fresh?: boolean;
}

export function researchInputFor(subject: ResearchSubjectFields): {
  input: ResearchInput;
  signals: EmailSignals;
} {
  const signals = emailSignals(subject.email);
  return {
    signals,
    input: {
      email: subject.email,
      name: subject.name,
      domain: signals.registrableDomain,
      personalDomain: signals.isFreeEmail || signals.isDisposable,
      metadata: subject.metadata,
      ...(subject.fresh && { fresh: true }),
    },
  };
}
