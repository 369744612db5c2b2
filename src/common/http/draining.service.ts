import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import type { Response } from 'express';

/**
 * Once shutdown begins (SIGTERM), every response says `Connection: close`, so keep-alive clients
 * stop reusing their sockets and open new ones (to another instance) instead of sending a
 * request onto a socket that is about to close.
 */
@Injectable()
export class Draining implements BeforeApplicationShutdown {
  private draining = false;

  beforeApplicationShutdown(): void {
    this.draining = true;
  }

  /** Marks the response `Connection: close` while shutting down (see above). */
  mark(res: Response): void {
    if (this.draining) res.setHeader('Connection', 'close');
  }
}
