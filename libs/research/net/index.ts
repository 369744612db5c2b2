// Front door of the network layer: the SSRF-guarded page fetcher, its address policy, its typed
// refusals and the DNS client every tool resolves through.
export {
  classifyAddress,
  evaluateAddress,
  isAddressAllowed,
  type AddressCategory,
  type AddressClassification,
  type AddressDecision,
  type AddressPolicyOptions,
} from './address-policy.js';
export {
  createDnsResolver,
  type DnsResolver,
  type DnsResolverOptions,
  type MxRecord,
} from './dns-resolver.js';
export {
  GuardedFetchError,
  HostNotFoundError,
  RefusedAddressError,
  RefusedContentTypeError,
  RefusedUrlError,
  StoppedRedirectError,
  TooManyRedirectsError,
  type GuardedFetchErrorCode,
} from './fetch-errors.js';
export {
  guardedFetch,
  type GuardedFetchOptions,
  type GuardedResponse,
} from './guarded-fetch.js';
export { readText, streamText, type BodyReader } from './response-body.js';
