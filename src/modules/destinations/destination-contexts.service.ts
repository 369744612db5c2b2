import { Inject, Injectable } from '@nestjs/common';
import {
  createDestinationHttp,
  DESTINATION_REGISTRY,
  isAllowedHost,
  type DestinationAdapter,
  type DestinationContext,
  type DestinationKind,
  type HttpResult,
  type RequestBudget,
} from '../../../libs/destinations/index.js';
import {
  createDnsResolver,
  type DnsResolver,
} from '../../../libs/research/net/dns-resolver.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DestinationCredentials } from './destination-credentials.service.js';
import type { Destination } from './entities/destination.entity.js';
import { DestinationRecordRepository } from './repositories/destination-record.repository.js';
import { REQUEST_BUDGET } from './request-budget.port.js';

/** What a run adds to a context: its lease renewal before each request, its own counting. */
export interface RunHooks {
  signal: AbortSignal;
  beforeRequest?: () => Promise<void>;
  afterRequest?: (result: HttpResult) => void;
  /** a person's check (connect, test) waits out a longer budget wait than a flush run */
  checking?: boolean;
}

/** A budget wait up to this long is waited out in the run; a longer one ends it (throttled). */
const MAX_BUDGET_WAIT_MS = 1000;
/**
 * A person checking the connection waits for the answer: a wait this long (Slack's one message a
 * second after the last digest) is waited out rather than answered "try again in a minute".
 */
const CHECK_BUDGET_WAIT_MS = 5000;

/**
 * The context an adapter runs in, for one destination: its credentials opened for this run, its
 * mapping, the vendor's origin, and the one way out to the network (DestinationHttp): the SSRF
 * guard, the vendor's hosts only (DESTINATION_ALLOW_PRIVATE_NETWORKS lifts both, for tests), the
 * request budget, a time limit per request (DESTINATION_TIMEOUT_MS).
 */
@Injectable()
export class DestinationContexts {
  private readonly resolver: DnsResolver;

  constructor(
    private readonly credentials: DestinationCredentials,
    private readonly records: DestinationRecordRepository,
    @Inject(REQUEST_BUDGET) private readonly budget: RequestBudget,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.resolver = createDnsResolver({
      servers: config.research.dnsServers,
      timeoutMs: 3000,
    });
  }

  forDestination(
    destination: Pick<
      Destination,
      'id' | 'kind' | 'sealedCredentials' | 'settings' | 'account' | 'mapping'
    >,
    adapter: DestinationAdapter,
    hooks: RunHooks,
  ): DestinationContext {
    const credentials = adapter.parseCredentials(
      this.credentials.open(destination.sealedCredentials),
    );
    return this.build(
      destination.id,
      destination.kind as DestinationKind,
      adapter,
      credentials,
      // Parsed when they were set (connect): stored as the adapter's own settings.
      destination.settings,
      destination.account,
      destination.mapping,
      hooks,
    );
  }

  /** Before a destination exists (connect checks the credentials first): nothing is recorded. */
  forCredentials(
    kind: DestinationKind,
    adapter: DestinationAdapter,
    credentials: unknown,
    settings: unknown,
    account: Record<string, unknown> | null,
    signal: AbortSignal,
  ): DestinationContext {
    return this.build(
      null,
      kind,
      adapter,
      credentials,
      settings,
      account,
      null,
      { signal, checking: true },
    );
  }

  private build(
    destinationId: string | null,
    kind: DestinationKind,
    adapter: DestinationAdapter,
    credentials: unknown,
    settings: unknown,
    account: Record<string, unknown> | null,
    mapping: Destination['mapping'],
    hooks: RunHooks,
  ): DestinationContext {
    const { destinations } = this.config;
    const baseUrl = destinations.baseUrls[kind];
    const origin = new URL(baseUrl).origin;
    const entry = DESTINATION_REGISTRY[kind];
    return {
      credentials,
      settings,
      account,
      mapping: mapping ?? adapter.defaultMapping,
      baseUrl,
      http: createDestinationHttp({
        timeoutMs: destinations.timeoutMs,
        allowedUrl: (url) =>
          destinations.allowPrivateNetworks ||
          url.origin === origin ||
          (url.protocol === 'https:' && isAllowedHost(entry, url.hostname)),
        allowPrivateNetworks: destinations.allowPrivateNetworks,
        resolver: this.resolver,
        budgets: adapter.budgets(credentials, settings, account),
        budget: this.budget,
        maxBudgetWaitMs: hooks.checking
          ? CHECK_BUDGET_WAIT_MS
          : MAX_BUDGET_WAIT_MS,
        beforeRequest: hooks.beforeRequest,
        afterRequest: hooks.afterRequest,
        signal: hooks.signal,
      }),
      recordIntent: (intents) =>
        destinationId
          ? this.records.intend(destinationId, intents, new Date())
          : Promise.resolve(),
      signal: hooks.signal,
      now: () => new Date(),
    };
  }
}
