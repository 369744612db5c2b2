import {
  Inject,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LOGGER } from '../logging/logger.port.js';
import { SmallServer, type SmallRoute } from './small-server.js';

/**
 * A provider that serves a SmallServer for the application's lifetime: it listens once the
 * application has started and closes at shutdown. Subclasses say where and what; the
 * configuration and the logger every one of them needs are injected here, as properties, so a
 * subclass's constructor names only what its routes use.
 */
export abstract class SmallServerHost
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private server: SmallServer | null = null;

  @Inject(APP_CONFIG) protected readonly config!: AppConfig;
  @Inject(LOGGER) protected readonly logger!: Logger;

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
