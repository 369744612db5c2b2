// Whether the reader is in a page's header, footer or navigation: where a site puts its own
// social icons. A link elsewhere (a team card, a blog byline, an article) may be anyone's.
// Read as the page streams, with a bounded stack of open elements.

const LANDMARK_TAGS = new Set(['header', 'footer', 'nav']);
const LANDMARK_ROLES = new Set(['banner', 'contentinfo', 'navigation']);
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

function isLandmark(name: string, attribs: Record<string, string>): boolean {
  if (LANDMARK_TAGS.has(name)) return true;
  if (LANDMARK_ROLES.has((attribs.role ?? '').trim().toLowerCase()))
    return true;
  const tokens = `${attribs.class ?? ''} ${attribs.id ?? ''}`
    .toLowerCase()
    .split(/\s+/);
  return tokens.some((token) => LANDMARK_TOKENS.has(token));
}

export class PageRegions {
  private readonly stack: Array<{ tag: string; landmark: boolean }> = [];
  private landmarks = 0;

  open(name: string, attribs: Record<string, string>): void {
    if (VOID_TAGS.has(name) || this.stack.length >= MAX_DEPTH) return;
    const landmark = isLandmark(name, attribs);
    this.stack.push({ tag: name, landmark });
    if (landmark) this.landmarks++;
  }

  close(name: string): void {
    const at = this.stack.map((e) => e.tag).lastIndexOf(name);
    if (at === -1) return;
    for (const closed of this.stack.splice(at))
      if (closed.landmark) this.landmarks--;
  }

  /** In a header, footer or navigation now. */
  get inLandmark(): boolean {
    return this.landmarks > 0;
  }
}
