// Webhook endpoint URLs are customer input. What an acceptable one looks like, before any address
// is looked at (the SSRF guard, libs/research/net, decides where it may connect).
import { RefusedUrlError } from '../research/net/fetch-errors.js';

export const MAX_ENDPOINT_URL_LENGTH = 2048;

/** http or https, no credentials, no fragment; any port (receivers often run on their own). */
export function parseEndpointUrl(raw: string): URL {
  if (raw.length > MAX_ENDPOINT_URL_LENGTH)
    throw new RefusedUrlError(
      raw.slice(0, 80),
      `longer than ${MAX_ENDPOINT_URL_LENGTH} characters`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrlError(raw, 'not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RefusedUrlError(raw, `scheme ${url.protocol} not allowed`);
  if (url.username || url.password)
    throw new RefusedUrlError(raw, 'credentials in URL');
  if (url.hash) throw new RefusedUrlError(raw, 'a fragment is never sent');
  return url;
}
