import type { CliIo } from '../admin-command.js';
import { plural } from '../../../libs/words/index.js';

const WIDTH = 30;
const REDRAW_EVERY_MS = 100;

/**
 * A one-line progress bar on stderr, for a person at a terminal only: piped or redirected, stderr
 * carries the invalid rows and nothing else. Lines printed meanwhile go above the bar.
 */
export class ProgressBar {
  private drawnAt = 0;
  private shown = false;

  constructor(
    private readonly io: CliIo,
    private readonly totalBytes: number,
  ) {}

  update(bytesDone: number, rows: number, force = false): void {
    if (!this.io.stderrIsTty) return;
    const now = Date.now();
    if (!force && now - this.drawnAt < REDRAW_EVERY_MS) return;
    this.drawnAt = now;
    const ratio = this.totalBytes
      ? Math.min(1, bytesDone / this.totalBytes)
      : 1;
    const filled = Math.round(ratio * WIDTH);
    this.io.stderr(
      `\r\x1b[K[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}%  ${plural(rows, 'row')}`,
    );
    this.shown = true;
  }

  /** Writes a line of its own, above the bar. */
  line(text: string): void {
    this.clear();
    this.io.stderr(`${text}\n`);
  }

  clear(): void {
    if (this.shown) this.io.stderr('\r\x1b[K');
    this.shown = false;
    this.drawnAt = 0;
  }
}
