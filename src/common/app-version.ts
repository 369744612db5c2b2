import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The service's version: package.json's, the one version string. /health, the admin CLI's
 * --version and every User-Agent the service sends read it from here. (The OpenAPI document's
 * version is the interface's, not this.) Found by walking up from this file, so it works from
 * src/ (tests), dist/src/ (a build) and the Docker image alike.
 */
export const APP_VERSION = packageVersion(
  dirname(fileURLToPath(import.meta.url)),
);

/** What the service calls itself on outgoing requests: research reads and webhook deliveries. */
export function userAgent(purpose: 'research' | 'webhooks'): string {
  return `signup-enrichment-${purpose}/${APP_VERSION}`;
}

function packageVersion(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(
        readFileSync(join(dir, 'package.json'), 'utf8'),
      ) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'signup-enrichment' && pkg.version) return pkg.version;
    } catch {
      // no package.json here: look further up
    }
    if (dirname(dir) === dir)
      throw new Error(`no package.json of signup-enrichment above ${from}`);
  }
}
