// Typed refusals of the guarded fetcher, so callers can tell "we would not go there" (report it)
// from "the site did not answer" (nothing found) without parsing messages.
import type { AddressCategory } from './address-policy.js';

export type GuardedFetchErrorCode =
  | 'refused_url'
  | 'refused_address'
  | 'too_many_redirects'
  | 'refused_content_type'
  | 'host_not_found'
  | 'stopped_redirect';

export class GuardedFetchError extends Error {
  constructor(
    readonly code: GuardedFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Scheme, port, credentials or syntax not allowed. */
export class RefusedUrlError extends GuardedFetchError {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super('refused_url', `Refused URL ${url}: ${reason}`);
  }
}

/** The host is, or resolves to, an address the policy refuses (SSRF guard). */
export class RefusedAddressError extends GuardedFetchError {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly category: AddressCategory,
  ) {
    super(
      'refused_address',
      `Refused to connect to ${host}: ${address} is ${category}`,
    );
  }
}

export class TooManyRedirectsError extends GuardedFetchError {
  constructor(
    readonly url: string,
    limit: number,
  ) {
    super('too_many_redirects', `More than ${limit} redirects, last to ${url}`);
  }
}

export class RefusedContentTypeError extends GuardedFetchError {
  constructor(
    readonly url: string,
    readonly contentType: string,
  ) {
    super(
      'refused_content_type',
      `Refused content type "${contentType}" from ${url}`,
    );
  }
}

/**
 * The name has no A/AAAA records: no site there, which is "nothing found". `nxdomain`: the name
 * does not exist at all (DNS NXDOMAIN), which the research report tells apart.
 */
export class HostNotFoundError extends GuardedFetchError {
  constructor(
    readonly host: string,
    readonly nxdomain = false,
  ) {
    super(
      'host_not_found',
      nxdomain
        ? `${host} does not exist (NXDOMAIN)`
        : `No address found for ${host}`,
    );
  }
}

/** A redirect the caller asked not to follow (e.g. to a domain marketplace). */
export class StoppedRedirectError extends GuardedFetchError {
  constructor(
    readonly url: string,
    readonly location: string,
  ) {
    super(
      'stopped_redirect',
      `Not following the redirect from ${url} to ${location}`,
    );
  }
}
