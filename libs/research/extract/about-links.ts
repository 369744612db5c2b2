// The pages a company site has about itself, linked from its home page: its About/Company page
// ("About us", "Über uns", "Qui sommes-nous"…) and its contact page or imprint ("Contact",
// "Impressum", "Mentions légales"…). Facts such as headcount and headquarters are often stated
// only there.
import { onDomain } from './site-identity.js';
import type { PageAnchor } from './page-data.js';

const ABOUT_PATHS =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:about(?:-us)?|company|our-company|who-we-are|our-story|team|ueber-uns|uber-uns|über-uns|unternehmen|wir|qui-sommes-nous|a-propos|à-propos|chi-siamo|sobre-nos|sobre-nosotros|quienes-somos|over-ons|om-oss|om-os|pages\/about(?:-us)?|about\/company)\/?$/i;
const ABOUT_TEXT =
  /^(?:about|about us|company|our company|who we are|our story|über uns|unternehmen|qui sommes-nous\s?\??|à propos|a propos|chi siamo|sobre nós|sobre nosotros|quiénes somos|over ons|om oss|om os)$/i;

/**
 * Up to `max` candidate About pages on the company's own domain, best first: a link whose text
 * and path both say "about" before one where only one does.
 */
export function aboutPageCandidates(
  anchors: readonly PageAnchor[],
  homeUrl: string,
  domain: string,
  max = 2,
): string[] {
  return candidates(anchors, homeUrl, domain, ABOUT_PATHS, ABOUT_TEXT, max);
}

const CONTACT_PATHS =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:(?:about|company|unternehmen|ueber-uns)\/)?(?:contact(?:-us|s)?|kontakt|kontakty|impressum|imprint|legal-notice|legal|contacto|contato|contatti|contactez-nous|nous-contacter|mentions-legales|aviso-legal|kontakta-oss|contact-opnemen|kontakt-os|company-profile|kaisha-gaiyo|gaiyo)(?:\.html?)?\/?$/i;
const CONTACT_TEXT =
  /^(?:contact|contact us|contacts|kontakt|kontakty|impressum|imprint|legal notice|contacto|contato|contatti|contactez-nous|nous contacter|mentions légales|aviso legal|kontakta oss|contact opnemen|контакты|会社概要|お問い合わせ|联系我们|聯絡我們|关于我们|關於我們)$/iu;

/**
 * The contact page or imprint the home page links to (where the seat is often stated only),
 * best first. Only pages the home page links to are read.
 */
export function contactPageCandidates(
  anchors: readonly PageAnchor[],
  homeUrl: string,
  domain: string,
  max = 1,
): string[] {
  return candidates(anchors, homeUrl, domain, CONTACT_PATHS, CONTACT_TEXT, max);
}

function candidates(
  anchors: readonly PageAnchor[],
  homeUrl: string,
  domain: string,
  paths: RegExp,
  texts: RegExp,
  max: number,
): string[] {
  const scored = new Map<string, number>();
  for (const anchor of anchors) {
    if (!onDomain(anchor.href, domain) || !URL.canParse(anchor.href)) continue;
    const url = new URL(anchor.href);
    url.hash = '';
    url.search = '';
    const href = url.toString();
    if (
      href === homeUrl ||
      (url.protocol !== 'http:' && url.protocol !== 'https:')
    )
      continue;
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // a malformed escape: compare as is
    }
    const score =
      (paths.test(path) ? 2 : 0) + (texts.test(anchor.text.trim()) ? 1 : 0);
    if (score > 0) scored.set(href, Math.max(score, scored.get(href) ?? 0));
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([href]) => href);
}

const TEAM_PATHS =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:(?:about|company|unternehmen|a-propos|sobre-nosotros)\/)?(?:team|our-team|the-team|meet-the-team|people|our-people|leadership|management|founders|unser-team|das-team|ueber-uns|uber-uns|über-uns|equipe|équipe|l-equipe|notre-equipe|equipo|nuestro-equipo|quienes-somos)\/?$/i;
const TEAM_TEXT =
  /^(?:team|our team|the team|meet the team|people|our people|leadership|management|founders|über uns|unser team|das team|équipe|l['’]équipe|notre équipe|equipo|nuestro equipo|quiénes somos)$/i;
const BLOG_PATHS =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:blog|news|insights|articles|journal|magazin|neuigkeiten|aktuelles|actualites|actualités|noticias)\/?$/i;
const BLOG_TEXT =
  /^(?:blog|our blog|news|insights|articles|journal|magazin|neuigkeiten|aktuelles|actualités|noticias|blog & news)$/i;

/**
 * The pages where the company names its people, linked from its home page on its own domain:
 * its team page (or an About page, where small companies show their team) and its blog index
 * (bylines). Only their URLs are kept with the shared research; who they name is read per signup.
 */
export function peoplePageLinks(
  anchors: readonly PageAnchor[],
  homeUrl: string,
  domain: string,
): { team?: string; blog?: string } {
  const [team = aboutPageCandidates(anchors, homeUrl, domain, 1)[0]] =
    candidates(anchors, homeUrl, domain, TEAM_PATHS, TEAM_TEXT, 1);
  const [blog] = candidates(anchors, homeUrl, domain, BLOG_PATHS, BLOG_TEXT, 1);
  return { ...(team ? { team } : {}), ...(blog ? { blog } : {}) };
}
