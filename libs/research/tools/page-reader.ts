// Reads one web page through the SSRF guard and extracts it while it downloads: the body is never
// held whole, so the read limit bounds what is read and the extractor's own bounds bound memory.
import { PageExtractor } from '../extract/html-extract.js';
import type { PageData } from '../extract/page-data.js';
import {
  guardedFetch,
  type GuardedFetchOptions,
} from '../net/guarded-fetch.js';
import { streamText, type BodyReader } from '../net/response-body.js';

/** Bytes read from one page at most, unless configured (ENRICHMENT_PAGE_MAX_BYTES). */
export const DEFAULT_PAGE_MAX_BYTES = 8 * 1024 * 1024;

export interface ReadPage {
  /** final URL after redirects */
  url: string;
  status: number;
  headers: Record<string, string>;
  data: PageData;
}

export type PageReadOptions = Omit<
  GuardedFetchOptions<PageData>,
  'readBody'
> & {
  /** characters of visible text kept from the page's start (default 3000) */
  leadChars?: number;
};

const extractWhileReading =
  (leadChars?: number): BodyReader<PageData> =>
  async (res, contentType, maxBytes, url) => {
    const extractor = new PageExtractor(url, leadChars);
    const { truncated } = await streamText(res, contentType, maxBytes, (text) =>
      extractor.write(text),
    );
    if (truncated) extractor.stop();
    return { body: extractor.end(), truncated };
  };

export async function readPage(
  url: string,
  options: PageReadOptions,
): Promise<ReadPage> {
  const { leadChars, ...fetchOptions } = options;
  const res = await guardedFetch<PageData>(url, {
    maxBytes: DEFAULT_PAGE_MAX_BYTES,
    ...fetchOptions,
    readBody: extractWhileReading(leadChars),
  });
  return {
    url: res.url,
    status: res.status,
    headers: res.headers,
    data: res.body,
  };
}
