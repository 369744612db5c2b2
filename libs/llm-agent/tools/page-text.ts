// The readable text of an HTML page, for the model: no scripts, styles or markup, flattened and
// capped. Streaming tokenizer only: nothing is executed or loaded.
import { Parser } from 'htmlparser2';
import { cleanText } from '../../research/extract/index.js';

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
]);

export interface PageText {
  title?: string;
  text: string;
  truncated: boolean;
}

export function pageText(html: string, maxChars: number): PageText {
  let skipDepth = 0;
  let inTitle = false;
  let title = '';
  const parts: string[] = [];
  let length = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        parts.push(' '); // a tag separates words; text chunks themselves join as they are
        if (name === 'title') inTitle = true;
        else if (SKIPPED.has(name)) skipDepth++;
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (skipDepth === 0 && length <= maxChars) {
          parts.push(text);
          length += text.length;
        }
      },
      onclosetag(name) {
        parts.push(' ');
        if (name === 'title') inTitle = false;
        else if (SKIPPED.has(name) && skipDepth > 0) skipDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  const flat = cleanText(parts.join(''), maxChars + 1) ?? '';
  return {
    title: cleanText(title, 300),
    text: flat.length > maxChars ? flat.slice(0, maxChars) : flat,
    truncated: flat.length > maxChars,
  };
}
