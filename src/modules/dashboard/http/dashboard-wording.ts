import type { FieldWording } from '../../../common/errors/error-wording.js';

/**
 * How the dashboard's forms name the inputs an error is about (the services name them as the
 * domain does: `url`, `events`, `expiresAt`; the CLI as its flags).
 */
export const DASHBOARD_WORDING: FieldWording = {
  url: (reason) => `This URL was ${reason}`,
  events: (reason) => `Events ${reason}`,
  expiresAt: (reason) => `The expiry ${reason}`,
  key: (reason) => `The key ${reason}`,
  provider: (reason) => `The provider ${reason}`,
  minConfidence: (reason) => `The minimum confidence ${reason}`,
  monthlyBudget: (reason) => `The monthly budget ${reason}`,
  mode: (reason) => `The mode ${reason}`,
  name: (reason) => `The name ${reason}`,
};
