// Pulls what the research tools need out of a page with a streaming tokenizer: no DOM, no script
// execution, no resource loading. Page text is data; nothing here interprets it. The page is fed
// in chunks as it downloads and only bounded state is kept, so the memory a page costs does not
// grow with its size: a 5 MB page with its facts in the footer is read to the end.
import { Parser } from 'htmlparser2';
import { cleanText, cleanUrl } from './clean-text.js';
import { addBounded } from './bounded-list.js';
import { AddressBlockCollector } from './address-blocks.js';
import { logoAlt } from './logo-alt.js';
import { MicrodataCollector } from './microdata.js';
import { readMeta } from './meta-tags.js';
import type { PageAnchor, PageData } from './page-data.js';
import { PageRegions } from './page-regions.js';
import {
  findOrganizations,
  jsonStrings,
  parseJsonLd,
} from './structured-subjects.js';
import {
  ASIDE_ATTRIBUTES,
  ASIDE_TEXT_CHARS,
  BLOCK_TAGS,
  HIDDEN_TAGS,
  MAX_ASIDE_TEXTS,
  QUOTE_TAGS,
  VisibleTextCollector,
} from './visible-text.js';

export type { PageData } from './page-data.js';

// Bounds so that a hostile page cannot make us hold much more than these.
const MAX_URLS = 300;
const MAX_MARKERS = 300;
const MAX_INLINE_SCRIPTS = 50;
const INLINE_SCRIPT_CHARS = 4000;
const MAX_JSON_LD_BLOCKS = 20;
const JSON_LD_CHARS = 256 * 1024;
const ANCHOR_TEXT_CHARS = 200;
const MAX_LOGO_ALTS = 5;

/**
 * The tokenizer has to hold a tag, attribute or comment whole until it ends; one larger than
 * this ends the read (the page is cut there) instead of growing memory without bound.
 */
export const MAX_TOKEN_CHARS = 1024 * 1024;

const JS_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
]);

/** Feed a page chunk by chunk with `write`, then `end` for what was found. */
export class PageExtractor {
  private readonly page: PageData;
  private readonly parser: Parser;
  private readonly text: VisibleTextCollector;
  private readonly jsonLd: string[] = [];
  private readonly microdata = new MicrodataCollector();
  private readonly postal = new AddressBlockCollector();
  private readonly regions = new PageRegions();
  private quoteDepth = 0;
  private svgDepth = 0;
  private hiddenDepth = 0;
  private titleText: string | undefined;
  private h1Text: string | undefined;
  private anchor: PageAnchor | undefined;
  private script:
    { kind: 'json-ld' | 'js' | 'other'; text: string } | undefined;
  /** characters written since the tokenizer last reported progress */
  private pending = 0;
  private stopped = false;

  /** `leadChars`: how much of the visible text to keep from its start (see VisibleText.lead). */
  constructor(
    private readonly pageUrl?: string,
    leadChars?: number,
  ) {
    this.text = new VisibleTextCollector(leadChars);
    this.page = {
      openGraph: {},
      organizations: [],
      scriptSrcs: [],
      inlineScripts: [],
      linkHrefs: [],
      anchors: [],
      markers: [],
      asideTexts: [],
      formHints: [],
      hasPasswordField: false,
      text: { lead: '', chars: 0, blocks: [], quoted: [] },
      addressBlocks: { contained: [], loose: [] },
      logoAlts: [],
      truncated: false,
    };
    const progress = () => {
      this.pending = 0;
    };
    this.parser = new Parser(
      {
        onopentag: (name, attribs) => {
          progress();
          this.openTag(name, attribs);
        },
        ontext: (text) => {
          progress();
          this.onText(text);
        },
        onclosetag: (name) => {
          progress();
          this.closeTag(name);
        },
        oncomment: (comment) => {
          progress();
          this.addAside(comment);
        },
      },
      {
        decodeEntities: true,
        lowerCaseTags: true,
        lowerCaseAttributeNames: true,
      },
    );
  }

  /** false once the page was cut short: stop sending it. */
  write(chunk: string): boolean {
    if (this.stopped) return false;
    this.pending += chunk.length;
    this.parser.write(chunk);
    if (this.pending > MAX_TOKEN_CHARS) this.stop();
    return !this.stopped;
  }

  /** Marks the page as cut short (e.g. the read limit was reached). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.page.truncated = true;
    this.parser.reset();
  }

  end(): PageData {
    if (!this.stopped) this.parser.end();
    this.page.text = this.text.result();
    this.page.addressBlocks = this.postal.result();
    const items = this.microdata.result();
    const jsonLd = parseJsonLd(this.jsonLd);
    // Every text of the structured data, not only organizations': read to quarantine it.
    for (const text of jsonStrings(jsonLd)) this.addAside(text);
    this.page.organizations = [
      ...findOrganizations(jsonLd, this.pageUrl),
      ...findOrganizations(items.microdata, this.pageUrl, 'microdata'),
      ...findOrganizations(items.rdfa, this.pageUrl, 'rdfa'),
    ];
    return this.page;
  }

  private openTag(name: string, attribs: Record<string, string>): void {
    const page = this.page;
    const markersFull = page.markers.length >= MAX_MARKERS;
    if (attribs.id && !markersFull)
      addBounded(page.markers, `id:${attribs.id}`, MAX_MARKERS);
    // Custom elements (<app-root>) are where frameworks mount an app.
    if (name.includes('-'))
      addBounded(page.markers, `tag:${name}`, MAX_MARKERS);
    if (!markersFull)
      for (const attribute of Object.keys(attribs)) {
        if (attribute.startsWith('data-'))
          addBounded(page.markers, `attr:${attribute}`, MAX_MARKERS);
      }
    if (BLOCK_TAGS.has(name)) this.text.flush();
    this.postal.open(name, BLOCK_TAGS.has(name));
    this.regions.open(name, attribs);
    this.microdata.open(name, attribs);
    for (const attribute of ASIDE_ATTRIBUTES) this.addAside(attribs[attribute]);
    if (name === 'input') {
      if ((attribs.type ?? '').toLowerCase() === 'password')
        page.hasPasswordField = true;
      if (attribs.placeholder && page.formHints.length < MAX_ASIDE_TEXTS)
        page.formHints.push(attribs.placeholder.slice(0, ASIDE_TEXT_CHARS));
    }
    if (QUOTE_TAGS.has(name)) {
      this.text.flush();
      this.quoteDepth++;
      this.text.quoted = true;
    }
    if (name === 'svg') this.svgDepth++;
    if (HIDDEN_TAGS.has(name)) this.hiddenDepth++;
    if (name === 'title' && this.svgDepth === 0 && page.title === undefined)
      this.titleText = '';
    if (name === 'h1' && page.h1 === undefined) this.h1Text = '';
    if (name === 'meta') readMeta(page, attribs, this.pageUrl);
    if (name === 'link')
      addBounded(
        page.linkHrefs,
        cleanUrl(attribs.href, this.pageUrl),
        MAX_URLS,
      );
    if (name === 'img') {
      const alt = logoAlt(attribs, this.anchor?.href, this.pageUrl);
      if (alt) addBounded(page.logoAlts, alt, MAX_LOGO_ALTS);
    }
    if (name === 'a') {
      const href = cleanUrl(attribs.href, this.pageUrl);
      this.anchor = href
        ? {
            href,
            text: attribs['aria-label'] ?? attribs.title ?? '',
            quoted: this.quoteDepth > 0,
            landmark: this.regions.inLandmark,
          }
        : undefined;
    }
    if (name === 'script') {
      addBounded(
        page.scriptSrcs,
        cleanUrl(attribs.src, this.pageUrl),
        MAX_URLS,
      );
      const type = (attribs.type ?? '').trim().toLowerCase();
      this.script = {
        kind:
          type === 'application/ld+json'
            ? 'json-ld'
            : JS_TYPES.has(type)
              ? 'js'
              : 'other',
        text: '',
      };
    }
  }

  private onText(text: string): void {
    if (this.titleText !== undefined) this.titleText += text;
    if (this.script) {
      const cap =
        this.script.kind === 'json-ld' ? JSON_LD_CHARS : INLINE_SCRIPT_CHARS;
      if (this.script.text.length < cap)
        this.script.text += text.slice(0, cap - this.script.text.length + 1);
      return;
    }
    if (this.hiddenDepth > 0) return;
    this.microdata.text(text);
    this.postal.text(text);
    this.text.add(text);
    if (this.h1Text !== undefined && this.h1Text.length < 1000)
      this.h1Text += text;
    if (this.anchor && this.anchor.text.length < ANCHOR_TEXT_CHARS)
      this.anchor.text += text;
  }

  private closeTag(name: string): void {
    const page = this.page;
    if (BLOCK_TAGS.has(name)) this.text.flush();
    this.postal.close(name, BLOCK_TAGS.has(name));
    this.microdata.close(name);
    if (QUOTE_TAGS.has(name) && this.quoteDepth > 0) {
      this.text.flush();
      this.quoteDepth--;
      this.text.quoted = this.quoteDepth > 0;
    }
    if (name === 'svg' && this.svgDepth > 0) this.svgDepth--;
    this.regions.close(name);
    if (HIDDEN_TAGS.has(name) && this.hiddenDepth > 0) this.hiddenDepth--;
    if (name === 'title' && this.titleText !== undefined) {
      page.title = cleanText(this.titleText, 300);
      this.titleText = undefined;
    }
    if (name === 'h1' && this.h1Text !== undefined) {
      page.h1 = cleanText(this.h1Text, 300);
      this.h1Text = undefined;
    }
    if (name === 'a' && this.anchor) {
      this.addAnchor(this.anchor);
      this.anchor = undefined;
    }
    if (name === 'script' && this.script) {
      // A JSON-LD block cut at its cap is broken JSON; parsing skips it.
      if (
        this.script.kind === 'json-ld' &&
        this.jsonLd.length < MAX_JSON_LD_BLOCKS &&
        this.script.text.length <= JSON_LD_CHARS
      )
        this.jsonLd.push(this.script.text);
      if (
        this.script.kind === 'js' &&
        this.script.text.trim() &&
        page.inlineScripts.length < MAX_INLINE_SCRIPTS
      ) {
        page.inlineScripts.push(this.script.text.slice(0, INLINE_SCRIPT_CHARS));
      }
      this.script = undefined;
    }
  }

  /** One entry per URL: its first text; quoted only if every link to it is. */
  private addAnchor(anchor: PageAnchor): void {
    const anchors = this.page.anchors;
    const seen = anchors.find((a) => a.href === anchor.href);
    if (seen) {
      seen.quoted = seen.quoted && anchor.quoted;
      seen.landmark = seen.landmark || anchor.landmark;
    } else if (anchors.length < MAX_URLS)
      anchors.push({
        ...anchor,
        text: cleanText(anchor.text, ANCHOR_TEXT_CHARS) ?? '',
      });
  }

  /** Text outside the visible flow (alt, title, comments): read only to quarantine it. */
  private addAside(value: string | undefined): void {
    const text = cleanText(value, ASIDE_TEXT_CHARS);
    if (text && this.page.asideTexts.length < MAX_ASIDE_TEXTS)
      this.page.asideTexts.push(text);
  }
}

/** A whole page at once (tests, and pages already in memory). */
export function extractPage(html: string, pageUrl?: string): PageData {
  const extractor = new PageExtractor(pageUrl);
  extractor.write(html);
  return extractor.end();
}
