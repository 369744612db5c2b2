// What the extractors keep of one HTML page. Everything is bounded, whatever the page's size:
// extraction reads a page as it streams and keeps only this, so memory does not grow with the
// page (see html-extract.ts for the bounds).
import type { AddressBlocks } from './address-blocks.js';
import type { OrganizationData } from './json-ld-organization.js';

export interface PageAnchor {
  /** absolute URL */
  href: string;
  /** the link's text, or its aria-label/title when it has none (an icon link) */
  text: string;
  /** every link to it sits in a <blockquote>/<q> (an embedded tweet, a testimonial) */
  quoted?: boolean;
  /** a link to it sits in the page's header, footer or navigation (page-regions.ts) */
  landmark?: boolean;
}

export interface VisibleText {
  /** the first characters of the page's visible text (what a reader sees first) */
  lead: string;
  /** how many characters of visible text the page has in all */
  chars: number;
  /**
   * Blocks (paragraphs, list items, footer lines…) that mention what the text extractors look
   * for: headcount, headquarters, funding, copyright lines, text addressed to AI readers.
   */
  blocks: string[];
  /** blocks inside <blockquote>/<q>: someone else's words (testimonials), never the company's */
  quoted: string[];
}

export interface PageData {
  title?: string;
  /** the first <h1>'s text */
  h1?: string;
  metaDescription?: string;
  generator?: string;
  openGraph: {
    siteName?: string;
    title?: string;
    description?: string;
    image?: string;
  };
  organizations: OrganizationData[];
  /** absolute script src URLs */
  scriptSrcs: string[];
  /** the start of each inline script (tag snippets of analytics tools live there) */
  inlineScripts: string[];
  /** absolute <link href> URLs */
  linkHrefs: string[];
  /** <a href> links, absolute, with their text */
  anchors: PageAnchor[];
  /** `id:<id>`, `attr:<data-* name>` and `tag:<custom-element>` seen, for framework detection */
  markers: string[];
  /**
   * Text a page carries outside its visible flow (alt and title attributes, aria labels, input
   * placeholders, HTML comments): read only to find text addressed to machines, never as facts.
   */
  asideTexts: string[];
  /** input placeholders ("you@example.com"): what a sign-up or sign-in form asks for */
  formHints: string[];
  /** the page has a password field (a sign-in form) */
  hasPasswordField: boolean;
  text: VisibleText;
  /**
   * Where the page writes postal addresses, one line per line break or block (lines joined with
   * "\n"): <address> elements and <footer>s (`contained`), and elsewhere a line with a postal
   * code and the lines before it (`loose`, read on contact pages only). See address-text.ts.
   */
  addressBlocks: AddressBlocks;
  /**
   * Alt texts of the site's logo (an image marked "logo", or the image in the link to the home
   * page): the brand as the site writes it, when the title is a slogan.
   */
  logoAlts: string[];
  /** true when the page was cut short (read limit, or one tag too large to hold) */
  truncated: boolean;
}
