// The address itself as a research source: flags, a name guessed from the local part, and the
// company domain. Needs no network, so it always contributes, and it never throws: whatever the
// caller stored, the worst outcome is no facts.
import { emailSignals } from '../../email/email-signals.js';
import { signupName } from '../extract/signup-name.js';
import type { Citation, Fact, ResearchTool, ToolResult } from '../types.js';

export const EMAIL_TOOL_NAME = 'email';

export function createEmailTool(): ResearchTool {
  return {
    name: EMAIL_TOOL_NAME,
    // Synchronous and microseconds long, so ctx.signal has nothing to interrupt.
    run: async (input, ctx): Promise<ToolResult> => {
      const email = typeof input.email === 'string' ? input.email : '';
      const signals = emailSignals(email);
      const citation: Citation = {
        url: null,
        tool: EMAIL_TOOL_NAME,
        title: 'Derived from the email address',
        retrievedAt: ctx.now().toISOString(),
      };
      const facts: Fact[] = [];

      // The name typed at signup, when the address plausibly is that person's (jd@ for Jean-Luc
      // Dubois); otherwise a first.last local part is read, as before.
      const name = signupName(email, input.name);
      if (name) {
        const cite =
          name.from === 'signup'
            ? { ...citation, title: 'Name given at signup' }
            : citation;
        facts.push({ key: 'fullName', value: name.fullName, citation: cite });
        if (name.firstName)
          facts.push({
            key: 'firstName',
            value: name.firstName,
            citation: cite,
          });
        if (name.lastName)
          facts.push({ key: 'lastName', value: name.lastName, citation: cite });
      }
      // A gmail.com or mailinator.com domain says nothing about an employer.
      if (
        signals.registrableDomain &&
        !signals.isFreeEmail &&
        !signals.isDisposable
      ) {
        facts.push({
          key: 'companyDomain',
          value: signals.registrableDomain,
          citation,
          link: 'address',
        });
      }
      return { tool: EMAIL_TOOL_NAME, facts, emailSignals: signals };
    },
  };
}
