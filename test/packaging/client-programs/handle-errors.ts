// Shared by both programs: what a client does with each error the API can answer, by its code.
// An exhaustive switch, so a code added to the document and not handled here fails to compile.

/** The error envelope as both generators type it (structurally). */
export interface Envelope {
  error: {
    code:
      | 'bad_request'
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'request_timeout'
      | 'payload_too_large'
      | 'unprocessable_entity'
      | 'rate_limited'
      | 'internal_server_error'
      | 'service_unavailable';
    message: string;
    requestId: string;
    details?: Array<{ field: string; message: string }>;
  };
}

export function whatToDo(envelope: Envelope): string {
  const { code, message, requestId, details } = envelope.error;
  const ticket = `(quote ${requestId})`;
  switch (code) {
    case 'unprocessable_entity':
      return `fix ${(details ?? []).map((d) => d.field).join(', ')}: ${message}`;
    case 'bad_request':
    case 'payload_too_large':
      return `fix the request: ${message}`;
    case 'unauthorized':
    case 'forbidden':
      return `check the API key: ${message}`;
    case 'not_found':
      return `no such actor: ${message}`;
    case 'rate_limited':
    case 'request_timeout':
    case 'service_unavailable':
      return `retry later: ${message}`;
    case 'internal_server_error':
      return `report it ${ticket}: ${message}`;
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}
