// Applies the website fingerprint table to an extracted page and its response headers.
import type { PageData } from './page-data.js';
import {
  WEB_FINGERPRINTS,
  type WebFingerprint,
  type WebSignalSource,
} from './web-fingerprints.js';

/** Technologies found, each once, in fingerprint-table order. */
export function detectWebTechnologies(
  page: PageData,
  headers: Record<string, string>,
  fingerprints: readonly WebFingerprint[] = WEB_FINGERPRINTS,
): string[] {
  const signals: Record<
    Exclude<WebSignalSource, 'header'>,
    readonly string[]
  > = {
    script: page.scriptSrcs,
    inlineScript: page.inlineScripts,
    link: page.linkHrefs,
    generator: page.generator ? [page.generator] : [],
    dom: page.markers,
  };
  const found = new Set<string>();
  for (const fingerprint of fingerprints) {
    if (found.has(fingerprint.technology)) continue;
    const values =
      fingerprint.source === 'header'
        ? [headers[fingerprint.header ?? '']].filter(
            (value): value is string => value !== undefined,
          )
        : signals[fingerprint.source];
    if (values.some((value) => fingerprint.pattern.test(value)))
      found.add(fingerprint.technology);
  }
  return [...found];
}
