// Framework-free parts of outbound webhooks: URL rules, the guarded POST, Standard Webhooks
// signatures, secrets (generated and sealed at rest) and the retry schedule.
export { MAX_ENDPOINT_URL_LENGTH, parseEndpointUrl } from './endpoint-url.js';
export {
  postWebhook,
  type PostWebhookOptions,
  type PostWebhookResult,
} from './post-webhook.js';
export {
  nextAttemptAt,
  retryDelayMs,
  type RetrySchedule,
} from './retry-schedule.js';
export { newWebhookSecret, SECRET_PREFIX } from './secret.js';
export { openSecret, sealSecret, SecretBoxError } from './secret-box.js';
export { signatureHeaders, type SignatureHeaders } from './signature.js';
