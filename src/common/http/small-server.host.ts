import type {
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { SmallServer, type SmallRoute } from './small-server.js';

/**
 * A provider that serves a SmallServer for the application's lifetime: it listens once the
 * application has started and closes at shutdown. Subclasses say where and what.
 */
export abstract class SmallServerHost
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private server: SmallServer | null = null;

  protected abstract readonly logger: Logger;
  protected abstract where(): { port: number; host: string };
  protected abstract routes(): Record<string, SmallRoute>;

  async onApplicationBootstrap(): Promise<void> {
    const { port, host } = this.where();
    this.server = await SmallServer.listen(
      port,
      host,
      this.routes(),
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  /** The port it listens on (the one chosen, for 0); null before it listens. */
  port(): number | null {
    return this.server?.port() ?? null;
  }
}
