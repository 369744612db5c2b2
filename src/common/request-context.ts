import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written in a unit of work carries, without threading it through every
 * call: the request id during a request; during an enrichment, the actor's id and the id of the
 * request whose create queued it.
 */
export interface RequestContext {
  requestId?: string;
  actorId?: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** The fields of the current context, for the logger's mixin. */
export function currentLogContext(): RequestContext {
  return requestContext.getStore() ?? {};
}
