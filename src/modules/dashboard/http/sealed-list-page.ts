import type { AppConfig } from '../../../config/app-config.js';
import type { Html } from '../views/html.js';
import type { Viewer } from '../views/layout.view.js';
import { pageOf } from './returned-answer.interceptor.js';

/**
 * The page of a list whose items hold secrets stored sealed (webhook endpoints, provider keys):
 * `canSeal` tells it whether this instance can add any, which needs WEBHOOK_SECRETS_KEY.
 */
export function sealedListPage<T, S>(
  config: AppConfig,
  items: Promise<T>,
  view: (viewer: Viewer, items: T, state: S & { canSeal: boolean }) => Html,
  state: S,
  status = 200,
) {
  const canSeal = config.webhooks.secretsKey !== null;
  return pageOf(items, view, { ...state, canSeal }, status);
}
