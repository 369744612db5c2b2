// Whether the reader is in a page's header, footer or navigation: where a site puts its own
// social icons. A link elsewhere (a team card, a blog byline, an article) may be anyone's. An
// article or aside is a unit of content of its own (a post, a person's card, a widget): its
// header, footer and navigation are its own, not the site's (as HTML-AAM maps them), unless
// they say the page's role outright (role="contentinfo"). Read as the page streams, with a
// bounded stack of open elements.

import { lastOpen } from './open-elements.js';

const LANDMARK_TAGS = new Set(['header', 'footer', 'nav']);
const LANDMARK_ROLES = new Set(['banner', 'contentinfo', 'navigation']);
/** Content units whose headers and footers are their own. */
const CONTENT_UNIT_TAGS = new Set(['article', 'aside']);
/** Whole class or id tokens of div-built footers and headers ("card-footer" is a card's). */
const LANDMARK_TOKENS = new Set([
  'footer',
  'site-footer',
  'page-footer',
  'main-footer',
  'global-footer',
  'header',
  'site-header',
  'main-header',
  'global-header',
]);
const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const MAX_DEPTH = 512;

function isLandmark(
  name: string,
  attribs: Record<string, string>,
  inContentUnit: boolean,
): boolean {
  if (LANDMARK_ROLES.has((attribs.role ?? '').trim().toLowerCase()))
    return true;
  if (inContentUnit) return false;
  if (LANDMARK_TAGS.has(name)) return true;
  const tokens = `${attribs.class ?? ''} ${attribs.id ?? ''}`
    .toLowerCase()
    .split(/\s+/);
  return tokens.some((token) => LANDMARK_TOKENS.has(token));
}

export class PageRegions {
  private readonly stack: Array<{
    tag: string;
    landmark: boolean;
    unit: boolean;
  }> = [];
  private landmarks = 0;
  private units = 0;

  open(name: string, attribs: Record<string, string>): void {
    if (VOID_TAGS.has(name) || this.stack.length >= MAX_DEPTH) return;
    const landmark = isLandmark(name, attribs, this.units > 0);
    const unit = CONTENT_UNIT_TAGS.has(name);
    this.stack.push({ tag: name, landmark, unit });
    if (landmark) this.landmarks++;
    if (unit) this.units++;
  }

  close(name: string): void {
    const at = lastOpen(this.stack, name);
    if (at === -1) return;
    for (const closed of this.stack.splice(at)) {
      if (closed.landmark) this.landmarks--;
      if (closed.unit) this.units--;
    }
  }

  /** In a header, footer or navigation now. */
  get inLandmark(): boolean {
    return this.landmarks > 0;
  }
}
