import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * A boolean route marker (e.g. @Public(), @SkipJsonBody(); the handler's overrides the class's),
 * read through the Reflector once per controller class and handler rather than on every request:
 * decorator metadata never changes after start-up, and global guards ask on every request.
 */
export class RouteFlag {
  private readonly cache = new WeakMap<object, WeakMap<object, boolean>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly key: string,
  ) {}

  of(context: ExecutionContext): boolean {
    const cls = context.getClass();
    const handler = context.getHandler();
    let byHandler = this.cache.get(cls);
    if (!byHandler) this.cache.set(cls, (byHandler = new WeakMap()));
    let flag = byHandler.get(handler);
    if (flag === undefined) {
      flag =
        this.reflector.getAllAndOverride<boolean>(this.key, [handler, cls]) ===
        true;
      byHandler.set(handler, flag);
    }
    return flag;
  }
}
