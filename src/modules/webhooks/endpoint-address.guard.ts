import { Inject, Injectable } from '@nestjs/common';
import { RefusedUrlError } from '../../../libs/research/net/fetch-errors.js';
import {
  createDnsResolver,
  type DnsResolver,
} from '../../../libs/research/net/dns-resolver.js';
import { resolveVettedAddress } from '../../../libs/research/net/vetted-address.js';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { parseEndpointUrl } from '../../../libs/webhooks/index.js';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** How long registration may spend resolving an endpoint's host. */
const RESOLVE_LIMIT_MS = 5000;

/**
 * The SSRF guard for endpoint URLs (customer input), shared by registration and delivery: the
 * same address policy as the website tool (libs/research/net), loopback, private, link-local and
 * metadata addresses refused unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true. Names resolve through
 * ENRICHMENT_DNS_SERVERS when set (the service's one resolver setting), else the system's servers.
 */
@Injectable()
export class EndpointAddressGuard {
  readonly resolver: DnsResolver;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.resolver = createDnsResolver({
      servers: config.research.dnsServers,
      timeoutMs: 3000,
    });
  }

  get allowPrivateNetworks(): boolean {
    return this.config.webhooks.allowPrivateNetworks;
  }

  /** At registration: a clear refusal (bad_request) unless the URL may be delivered to. */
  async check(rawUrl: string): Promise<URL> {
    try {
      const url = parseEndpointUrl(rawUrl);
      await withTimeLimit(RESOLVE_LIMIT_MS, (signal) =>
        resolveVettedAddress(
          url.hostname,
          {
            resolver: this.resolver,
            allowPrivateNetworks: this.allowPrivateNetworks,
          },
          signal,
        ),
      );
      return url;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw AppError.badRequest(
        err instanceof RefusedUrlError
          ? `refused: ${reason}`
          : `refused: ${reason}${/Refused to connect/.test(reason) ? ' (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows it, for local development)' : ''}`,
        'url',
      );
    }
  }
}
