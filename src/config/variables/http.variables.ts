import { z } from 'zod';
import { int, url } from './values.js';

// The API's HTTP server: where it listens and how long and how much a client may send.
export const httpVariables = {
  /**
   * Where people reach this service, e.g. `https://enrich.example.com`: the base of the dashboard
   * links sent out (a Slack alert's "Open in dashboard", the CRM's link to the signup). Unset: no
   * links are sent.
   */
  PUBLIC_URL: url(['https', 'http'])
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** HTTP port of the API. */
  PORT: int(3000, 0, 65535),
  /**
   * Interface the API (and a worker's health port) binds to. Loopback by default, so a first
   * `npm start` (the dashboard's sign-in included) is reachable from this machine only; 0.0.0.0
   * for every interface, as behind a reverse proxy on another host, or in a container (the Docker
   * image sets it).
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Largest accepted request body (413 beyond). */
  BODY_LIMIT_BYTES: int(65536, 1024, 1048576),
  /**
   * Time a client has to send its request headers; a connection that sends nothing is closed after
   * it too. Slower: 408, connection closed.
   */
  HTTP_HEADERS_TIMEOUT_MS: int(5000, 100, 600000),
  /**
   * Time a client has to send a whole request, body included: a body trickling in a byte at a time
   * is cut off with a 408 envelope and the connection closed, so it cannot hold a slot of the
   * server.
   */
  HTTP_REQUEST_TIMEOUT_MS: int(10000, 100, 600000),
  /**
   * How long an idle keep-alive connection stays open between requests. Behind a proxy that reuses
   * connections, set it above the proxy's own idle timeout.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(5000, 100, 600000),
};
