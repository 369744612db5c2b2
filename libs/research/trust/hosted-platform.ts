// Site builders, link-in-bio pages and hosted shops put their own identity on their customers'
// domains: a "Made with …" or "Powered by …" badge, the builder's name as generator, often its
// own Organization markup with its own url. That identity is the platform's, not the customer's:
// the customer's company is not "Stacklink" with Stacklink's headcount. Recognised by what the
// page says about its maker, not by a list of platforms. The customer's own brand still counts.
import { registrableDomain } from '../../email/email-domain.js';
import type { PageData } from '../extract/page-data.js';
import { titleParts } from '../extract/site-identity.js';
import { nameMatchesDomain } from './names.js';

export interface HostedPlatform {
  /** the platform's name as the page gives it ("Framer", "Stacklink") */
  name: string;
  /** its registrable domain, when the page links to it */
  domain?: string;
  /** ours, for the report: where the page said so */
  evidence: string;
}

/** "Made with", "Powered by", "Built on" … in the languages site builders localise badges into. */
const BADGE = String.raw`(?:made|built|created|designed|powered|hosted|published|crafted|proudly (?:made|built|powered|hosted)|site|website|page|store|shop) (?:with|by|on|using)|erstellt mit|gemacht mit|erstellt von|bereitgestellt von|créé avec|réalisé avec|propulsé par|fait avec|hecho con|creado con|desarrollado con|impulsado por|gemaakt met|mogelijk gemaakt door|skapad med|gjord med|drivs av|realizzato con|creato con|feito com|criado com`;
/** Where a badge's wording ends (matched in any case). */
const BADGE_CUE = new RegExp(
  String.raw`(?:^|[\s|·•—–-])(?:${BADGE})\s+`,
  'giu',
);
/** The name after it: capitalised words, matched case-sensitively. */
const NAME_AT =
  /([\p{Lu}\p{N}][\p{L}\p{N}.'’&-]*(?:\s[\p{Lu}\p{N}][\p{L}\p{N}.'’&-]*){0,2})/uy;

/** The name a badge credits ("Made with Framer" -> "Framer"), or undefined. */
function badgeName(text: string): string | undefined {
  for (const cue of text.matchAll(BADGE_CUE)) {
    NAME_AT.lastIndex = (cue.index ?? 0) + cue[0].length;
    const name = NAME_AT.exec(text)?.[1];
    if (name) return name.replace(/[.]$/, '');
  }
  return undefined;
}
const BADGE_ANCHOR = new RegExp(String.raw`^\s*(?:${BADGE})\b`, 'iu');
/** Generators that are a publishing tool's name and version, not a maker's identity. */
const VERSION = /\s+v?\d[\w.-]*$/;

function hostOf(href: string): string | undefined {
  if (!URL.canParse(href)) return undefined;
  return registrableDomain(new URL(href).hostname) ?? undefined;
}

/**
 * The platforms a page on `domain` credits itself to: badges (linked or not) and the generator.
 * A badge of the domain's own name ("Made with Framer" on framer.com) is no platform.
 */
export function hostedPlatforms(
  data: PageData,
  domain: string,
): HostedPlatform[] {
  const found = new Map<string, HostedPlatform>();
  const add = (platform: HostedPlatform) => {
    const key = platform.name.toLowerCase();
    if (
      platform.domain === domain ||
      nameMatchesDomain(platform.name, domain) ||
      found.has(key)
    )
      return;
    found.set(key, platform);
  };
  for (const anchor of data.anchors) {
    const host = hostOf(anchor.href);
    if (!host || host === domain) continue;
    const badge = BADGE_ANCHOR.test(anchor.text);
    const named = badgeName(anchor.text);
    if (!badge) continue;
    add({
      name: named ?? host.split('.')[0],
      domain: host,
      evidence: `a "${anchor.text.slice(0, 60)}" link to ${host}`,
    });
  }
  for (const block of [...data.text.blocks, data.text.lead]) {
    const named = badgeName(block);
    if (named)
      add({ name: named, evidence: `the page says it is made with ${named}` });
  }
  // A brand the page shows that is the name of another domain it loads from or links to
  // ("Linktree" on a page served from linktr.ee's assets) is that domain's: the platform's.
  const foreignDomains = new Set(
    [...data.scriptSrcs, ...data.linkHrefs, ...data.anchors.map((a) => a.href)]
      .map(hostOf)
      .filter((d): d is string => d !== undefined && d !== domain),
  );
  for (const brand of [data.openGraph.siteName, ...titleParts(data.title)]) {
    if (!brand || nameMatchesDomain(brand, domain)) continue;
    const home = [...foreignDomains].find((d) => nameMatchesDomain(brand, d));
    if (home)
      add({
        name: brand,
        domain: home,
        evidence: `the page's brand is the name of ${home}, which it loads from`,
      });
  }
  const generator = data.generator?.replace(VERSION, '').trim();
  if (generator && generator.length >= 2)
    add({
      name: generator.replace(/\.(?:com|io|co|site)\b.*$/i, ''),
      evidence: `its generator is ${generator}`,
    });
  return [...found.values()];
}
