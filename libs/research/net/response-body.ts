// Reading a response body defensively: bounded size, tolerant charset decoding.
import type { IncomingMessage } from 'node:http';

/** Reads at most `maxBytes`, then stops the download and keeps what it has. */
export async function readCapped(res: IncomingMessage, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      truncated = true;
      break; // leaving the loop destroys the stream: we stop downloading here
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), truncated };
}

export function decodeBody(bytes: Buffer, contentType: string): string {
  const charset =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // unknown label: assume the web's default
  }
}

export function flattenHeaders(res: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
