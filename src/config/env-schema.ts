import { z } from 'zod';
import { apiKeyVariables } from './variables/api-keys.variables.js';
import { destinationVariables } from './variables/destinations.variables.js';
import { dashboardVariables } from './variables/dashboard.variables.js';
import { httpVariables } from './variables/http.variables.js';
import { llmVariables } from './variables/llm.variables.js';
import { loggingVariables } from './variables/logging.variables.js';
import { metricsVariables } from './variables/metrics.variables.js';
import { processVariables } from './variables/process.variables.js';
import { providerVariables } from './variables/providers.variables.js';
import { queueVariables } from './variables/queue.variables.js';
import { researchVariables } from './variables/research.variables.js';
import { storageVariables } from './variables/storage.variables.js';
import { webhookVariables } from './variables/webhooks.variables.js';

// Every environment variable the service reads is declared once, with its default and the reason
// it exists, in the file of its concern under variables/; this is the one schema they make.
// app-config.ts turns the parsed values into the typed AppConfig; nothing else reads process.env.
// Each variable's comment is its documentation for operators: the table in docs/configuration.md
// is generated from these comments, in the order below (test/docs keeps it in step).

export const envSchema = z.object({
  ...processVariables,
  ...httpVariables,
  ...storageVariables,
  ...loggingVariables,
  ...apiKeyVariables,
  ...queueVariables,
  ...researchVariables,
  ...providerVariables,
  ...metricsVariables,
  ...llmVariables,
  ...webhookVariables,
  ...destinationVariables,
  ...dashboardVariables,
});

export type Env = z.infer<typeof envSchema>;

/**
 * Variables renamed when their meaning grew, each with the name it had: the old name is still
 * read when the new one is unset (documented as an alias in docs/configuration.md).
 */
export const ENV_ALIASES = {
  QUEUE_MAX_ATTEMPTS: 'ENRICHMENT_MAX_ATTEMPTS',
  QUEUE_RETRY_BACKOFF_MS: 'ENRICHMENT_RETRY_BACKOFF_MS',
  QUEUE_ENQUEUE_TIMEOUT_MS: 'ENRICHMENT_ENQUEUE_TIMEOUT_MS',
} as const satisfies Partial<Record<keyof Env, keyof Env>>;
