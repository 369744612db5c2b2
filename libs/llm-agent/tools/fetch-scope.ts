// Which pages fetch_page may read in one run: any page on the company's own domain, and the
// exact pages the research tools reported (profiles, the company's LinkedIn). A link that only a
// page or the model proposes is not enough, so text on a page cannot send the agent elsewhere.
// Where the connection may go is a separate question, answered by the SSRF guard.
import type { Fact } from '../../research/index.js';

const URL_FACTS = new Set(['linkedinUrl', 'companyLinkedinUrl', 'photoUrl']);

export class FetchScope {
  private readonly found = new Set<string>();

  /** `domain`: the company's registrable domain; null for free-mail and disposable addresses. */
  constructor(private readonly domain: string | null) {}

  /** The company's registrable domain, when the page is on it (any subdomain). */
  companyDomainOf(raw: string): string | null {
    const url = normalize(raw);
    if (!url || !this.domain) return null;
    const host = new URL(url).hostname.toLowerCase();
    return host === this.domain || host.endsWith(`.${this.domain}`)
      ? this.domain
      : null;
  }

  allows(raw: string): boolean {
    const url = normalize(raw);
    if (!url) return false;
    const host = new URL(url).hostname.toLowerCase();
    if (
      this.domain &&
      (host === this.domain || host.endsWith(`.${this.domain}`))
    )
      return true;
    return this.found.has(url);
  }

  /** URLs a research tool reported become readable for the rest of the run. */
  addFound(facts: Fact[]): void {
    for (const fact of facts) {
      const urls = [fact.citation.url];
      if (URL_FACTS.has(fact.key)) urls.push(String(fact.value));
      for (const candidate of urls) {
        const url = candidate ? normalize(candidate) : null;
        if (url) this.found.add(url);
      }
    }
  }
}

/** http(s) only, no fragment, no credentials; null for anything else. */
function normalize(raw: string): string | null {
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  url.hash = '';
  return url.toString();
}
