import { APP_VERSION } from '../../common/app-version.js';

/** The answer of GET /health, on the API port and a worker's health port alike. */
export function liveness(): { status: 'ok'; version: string } {
  return { status: 'ok', version: APP_VERSION };
}
