import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request data that every log line needs, without threading it through every call. */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
