// The build stamp: a file whose modification time is when the last complete build started.
import { closeSync, openSync, statSync, utimesSync } from 'node:fs';

export const STAMP = 'dist/.build-stamp';

/** When the last complete build started (0: never). */
export function stampedAt() {
  return statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

export function stamp(started) {
  closeSync(openSync(STAMP, 'a'));
  utimesSync(STAMP, started, started);
}
