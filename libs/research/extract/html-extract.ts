// Pulls the few things the website tool needs out of a page with a streaming tokenizer: no DOM,
// no script execution, no resource loading. Page text is data; nothing here interprets it.
import { Parser } from 'htmlparser2';
import { cleanText, cleanUrl } from './clean-text.js';
import {
  findOrganizations,
  type OrganizationData,
} from './json-ld-organization.js';

export interface PageData {
  title?: string;
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
  /** absolute <a href> URLs */
  anchorHrefs: string[];
  /** `id:<id>` and `attr:<data-* name>` seen on elements, for framework detection */
  markers: string[];
}

// Bounds so that a hostile page cannot make us hold much more than the page itself.
const MAX_URLS = 300;
const MAX_MARKERS = 300;
const MAX_INLINE_SCRIPTS = 50;
const INLINE_SCRIPT_CHARS = 4000;
const MAX_JSON_LD_BLOCKS = 20;
const JS_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
]);

function addBounded(
  list: string[],
  value: string | undefined,
  max: number,
): void {
  if (value !== undefined && list.length < max && !list.includes(value))
    list.push(value);
}

export function extractPage(html: string, pageUrl?: string): PageData {
  const page: PageData = {
    openGraph: {},
    organizations: [],
    scriptSrcs: [],
    inlineScripts: [],
    linkHrefs: [],
    anchorHrefs: [],
    markers: [],
  };
  const jsonLd: string[] = [];
  let svgDepth = 0;
  let titleText: string | undefined;
  let script: { kind: 'json-ld' | 'js' | 'other'; text: string } | undefined;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (attribs.id)
          addBounded(page.markers, `id:${attribs.id}`, MAX_MARKERS);
        for (const attribute of Object.keys(attribs)) {
          if (attribute.startsWith('data-'))
            addBounded(page.markers, `attr:${attribute}`, MAX_MARKERS);
        }
        if (name === 'svg') svgDepth++;
        if (name === 'title' && svgDepth === 0 && page.title === undefined)
          titleText = '';
        if (name === 'meta') readMeta(page, attribs, pageUrl);
        if (name === 'link')
          addBounded(page.linkHrefs, cleanUrl(attribs.href, pageUrl), MAX_URLS);
        if (name === 'a')
          addBounded(
            page.anchorHrefs,
            cleanUrl(attribs.href, pageUrl),
            MAX_URLS,
          );
        if (name === 'script') {
          addBounded(page.scriptSrcs, cleanUrl(attribs.src, pageUrl), MAX_URLS);
          const type = (attribs.type ?? '').trim().toLowerCase();
          script = {
            kind:
              type === 'application/ld+json'
                ? 'json-ld'
                : JS_TYPES.has(type)
                  ? 'js'
                  : 'other',
            text: '',
          };
        }
      },
      ontext(text) {
        if (titleText !== undefined) titleText += text;
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name === 'svg' && svgDepth > 0) svgDepth--;
        if (name === 'title' && titleText !== undefined) {
          page.title = cleanText(titleText, 300);
          titleText = undefined;
        }
        if (name === 'script' && script) {
          if (script.kind === 'json-ld' && jsonLd.length < MAX_JSON_LD_BLOCKS)
            jsonLd.push(script.text);
          if (
            script.kind === 'js' &&
            script.text.trim() &&
            page.inlineScripts.length < MAX_INLINE_SCRIPTS
          ) {
            page.inlineScripts.push(script.text.slice(0, INLINE_SCRIPT_CHARS));
          }
          script = undefined;
        }
      },
    },
    {
      decodeEntities: true,
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
    },
  );
  parser.end(html);
  page.organizations = findOrganizations(jsonLd, pageUrl);
  return page;
}

function readMeta(
  page: PageData,
  attribs: Record<string, string>,
  pageUrl?: string,
): void {
  const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
  const content = attribs.content;
  switch (key) {
    case 'description':
      page.metaDescription ??= cleanText(content, 500);
      break;
    case 'generator':
      page.generator ??= cleanText(content, 100);
      break;
    case 'og:site_name':
      page.openGraph.siteName ??= cleanText(content, 200);
      break;
    case 'og:title':
      page.openGraph.title ??= cleanText(content, 300);
      break;
    case 'og:description':
      page.openGraph.description ??= cleanText(content, 500);
      break;
    case 'og:image':
      page.openGraph.image ??= cleanUrl(content, pageUrl);
      break;
  }
}
