// Reading a response body defensively: bounded size, tolerant charset decoding, and either held
// whole (readText) or handed on chunk by chunk as it arrives (streamText), so a consumer that
// keeps only what it needs holds little whatever the body's size.
import type { IncomingMessage } from 'node:http';
import { TextDecoder } from 'node:util';

/** Reads the body of the response to `url` (the final one, after redirects), at most `maxBytes`. */
export type BodyReader<T> = (
  res: IncomingMessage,
  contentType: string,
  maxBytes: number,
  url: string,
) => Promise<{ body: T; truncated: boolean }>;

/** The body as one string (at most `maxBytes`, held in memory). */
export const readText: BodyReader<string> = async (
  res,
  contentType,
  maxBytes,
) => {
  const { bytes, truncated } = await readCapped(res, maxBytes);
  return { body: decodeBody(bytes, contentType), truncated };
};

/**
 * Decodes the body as it arrives and hands each piece of text to `write`; stops reading when
 * `write` returns false or `maxBytes` have been read. Only one chunk is held at a time.
 */
export async function streamText(
  res: IncomingMessage,
  contentType: string,
  maxBytes: number,
  write: (text: string) => boolean,
): Promise<{ truncated: boolean; bytes: number }> {
  const decoder = textDecoder(contentType);
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    size += part.length;
    const more = write(decoder.decode(part, { stream: true }));
    // Leaving the loop destroys the stream: we stop downloading here.
    if (chunk.length > room) return { truncated: true, bytes: size };
    if (!more) return { truncated: true, bytes: size };
  }
  write(decoder.decode());
  return { truncated: false, bytes: size };
}

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
  return textDecoder(contentType).decode(bytes);
}

function textDecoder(contentType: string): TextDecoder {
  const charset =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder('utf-8'); // unknown label: assume the web's default
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
