import { createServer } from 'node:net';
import {
  startDnsServer,
  type DnsServerOptions,
  type DnsZone,
  type RunningDnsServer,
} from './fixtures/dns-server.js';
import {
  ACME_DNS_ZONE,
  ACME_HTTP_FIXTURES,
  HANG_HOST,
} from './fixtures/fixture-data.js';
import {
  startHttpFixtures,
  type HttpFixturesOptions,
  type RunningHttpFixtures,
} from './fixtures/http-fixtures.js';

export interface OutsideWorld {
  dns: RunningDnsServer;
  http: RunningHttpFixtures;
  /** configuration that points the service at these servers */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Local stand-ins for everything the research tools reach on the internet: a DNS server and one
 * HTTP server playing company sites, GitHub and Gravatar, all on loopback. The website tool's
 * HTTPS port points at a closed loopback port, so it falls back to HTTP as it would on a real
 * site without TLS.
 */
export async function startOutsideWorld(
  options: {
    zone?: DnsZone;
    /** e.g. names whose answers come too late for any resolver (an unreachable company) */
    dns?: DnsServerOptions;
    http?: HttpFixturesOptions;
    allowPrivateNetworks?: boolean;
  } = {},
): Promise<OutsideWorld> {
  const dns = await startDnsServer(options.zone ?? ACME_DNS_ZONE, options.dns);
  const http = await startHttpFixtures(
    options.http ?? { ...ACME_HTTP_FIXTURES, hangHosts: [HANG_HOST] },
  );
  const closedPort = await freePort();
  return {
    dns,
    http,
    env: {
      ENRICHMENT_DNS_SERVERS: `127.0.0.1:${dns.port}`,
      GITHUB_API_URL: http.githubBaseUrl,
      GRAVATAR_API_URL: http.gravatarBaseUrl,
      ENRICHMENT_WEBSITE_HTTP_PORT: String(http.port),
      ENRICHMENT_WEBSITE_HTTPS_PORT: String(closedPort),
      ENRICHMENT_ALLOW_PRIVATE_NETWORKS: String(
        options.allowPrivateNetworks ?? true,
      ),
    },
    async close() {
      await Promise.all([dns.close(), http.close()]);
    },
  };
}

/** A loopback port with nothing listening on it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
