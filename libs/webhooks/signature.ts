// Standard Webhooks 1.0 signing: `webhook-signature: v1,<base64 HMAC-SHA256(id.timestamp.body)>`,
// one signature per secret that currently signs (two during a rotation's overlap), space-separated.
// The HMAC itself comes from the `standardwebhooks` package, the reference implementation.
import { Webhook } from 'standardwebhooks';

export interface SignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signatureHeaders(input: {
  /** one per event, the same on every retry: receivers de-duplicate on it */
  messageId: string;
  /** when this attempt is made (receivers refuse stale timestamps) */
  timestamp: Date;
  body: string;
  /** `whsec_…` secrets, newest first */
  secrets: readonly string[];
}): SignatureHeaders {
  if (!input.secrets.length) throw new Error('no secret to sign with');
  const signatures = input.secrets.map((secret) =>
    new Webhook(secret).sign(input.messageId, input.timestamp, input.body),
  );
  return {
    'webhook-id': input.messageId,
    'webhook-timestamp': String(Math.floor(input.timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
