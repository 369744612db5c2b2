// The dashboard over real HTTP, as a browser without scripts uses it: a cookie jar, forms posted
// urlencoded with the token the page carried. Bounded: every request has a time limit.
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { withTimeLimit } from '../../libs/time-limit/index.js';
import { DashboardModule } from '../../src/modules/dashboard/dashboard.module.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import type { TestApp } from './test-app.js';

export interface DashboardUser {
  id: string;
  email: string;
  password: string;
  orgId: string;
}

let users = 0;

/** A user of `orgId` with a generated password, made as user:create makes it. */
export async function createDashboardUser(
  t: TestApp,
  orgId: string,
  role: 'admin' | 'viewer',
): Promise<DashboardUser> {
  const email = `${role}${++users}.${Date.now().toString(36)}@dash.test`;
  const { user, password } = await t.app
    .get(UsersService)
    .create(orgId, email, role);
  return { id: user.id, email: user.email, password, orgId };
}

export interface Page {
  status: number;
  headers: Headers;
  body: string;
  /** the page's CSRF token (the first `_csrf` field), if it has a form */
  csrf: string | undefined;
}

/** One browser: its cookies, and helpers to read pages and send forms. */
let clients = 0;

export class DashboardClient {
  readonly cookies = new Map<string, string>();
  private readonly extraHeaders: Record<string, string>;

  /**
   * Each client comes from an address of its own (TEST-NET-2, in X-Forwarded-For: seen only by
   * an app with TRUST_PROXY=loopback), so one suite's many sign-ins do not share the per-address
   * sign-in limit. `headers` replace that.
   */
  constructor(
    readonly baseUrl: string,
    headers?: Record<string, string>,
  ) {
    clients++;
    this.extraHeaders = headers ?? {
      'x-forwarded-for': `198.51.100.${clients % 250}`,
    };
  }

  async get(path: string): Promise<Page> {
    return this.send(path, { method: 'GET' });
  }

  /** Posts a form; `_csrf` is whatever the caller puts in (tests forge it on purpose). */
  async post(
    path: string,
    fields: Record<string, string | string[]>,
  ): Promise<Page> {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value])
        body.append(key, v);
    return this.send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }

  /** Signs in through the form, as a person does; returns the answer to the form's POST. */
  async signIn(email: string, password: string): Promise<Page> {
    const form = await this.get('/dashboard/sign-in');
    return this.post('/dashboard/sign-in', {
      _csrf: form.csrf ?? '',
      email,
      password,
    });
  }

  /** A page's CSRF token, read from the page as a form would carry it. */
  async csrfOf(path = '/dashboard/signups'): Promise<string> {
    const page = await this.get(path);
    if (!page.csrf)
      throw new Error(`no form token on ${path} (${page.status})`);
    return page.csrf;
  }

  private send(path: string, init: RequestInit): Promise<Page> {
    return withTimeLimit(10_000, (signal) => this.exchange(path, init, signal));
  }

  private async exchange(
    path: string,
    init: RequestInit,
    signal: AbortSignal,
  ): Promise<Page> {
    const res = await fetch(this.baseUrl + path, {
      ...init,
      redirect: 'manual',
      signal,
      headers: {
        ...this.extraHeaders,
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair.split('=');
      const expired = attributes.some((a) => a.trim() === 'Max-Age=0');
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    const body = await res.text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(body)?.[1];
    return { status: res.status, headers: res.headers, body, csrf };
  }
}

/**
 * Every state-changing route the dashboard serves (POST, PUT, PATCH, DELETE), read from Nest's
 * route metadata of the controllers the running application mounted for DashboardModule: a form
 * added to any page is in this list without anyone adding it. Parameters (`:id`) are filled with
 * `fill(name)`.
 */
export function stateChangingDashboardRoutes(
  t: TestApp,
  fill: (param: string) => string,
): string[] {
  const modules = [...t.app.get(ModulesContainer).values()];
  const dashboard = modules.find((m) => m.metatype === DashboardModule);
  if (!dashboard) throw new Error('the dashboard is not mounted');
  const changing = new Set<RequestMethod>([
    RequestMethod.POST,
    RequestMethod.PUT,
    RequestMethod.PATCH,
    RequestMethod.DELETE,
  ]);
  const paths: string[] = [];
  for (const { metatype } of dashboard.controllers.values()) {
    const controller = metatype as { prototype: Record<string, unknown> };
    const prefix = pathOf(Reflect.getMetadata(PATH_METADATA, controller));
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = controller.prototype[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as
        RequestMethod | undefined;
      if (method === undefined || !changing.has(method)) continue;
      const path = pathOf(Reflect.getMetadata(PATH_METADATA, handler));
      paths.push(
        `/${[prefix, path].filter(Boolean).join('/')}`.replace(
          /:(\w+)/g,
          (_, param: string) => fill(param),
        ),
      );
    }
  }
  return paths.sort();
}

/** A controller's or handler's path as Nest stores it, without its slashes. */
const pathOf = (path: unknown) =>
  String(Array.isArray(path) ? path[0] : (path ?? '')).replace(
    /^\/+|\/+$/g,
    '',
  );
