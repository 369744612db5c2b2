// The built service's log while people use the dashboard: requests are logged, but never a
// password, a session cookie, a CSRF token, an email or a search term.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminProcess } from '../support/admin-process.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import { DashboardClient } from '../support/dashboard.js';
import {
  startServiceProcess,
  stopAllProcesses,
} from '../support/service-process.js';

describe('dashboard use in the built service’s log [sqlite]', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dashboard-logs-'));
  });
  afterAll(async () => {
    await stopAllProcesses();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs the requests and none of the secrets or personal data they carry', async () => {
    const env = { SQLITE_PATH: join(dir, 'logs.sqlite') };
    const { orgId, key } = await newTenantViaAdmin(env);
    const { json: user } = await runAdminProcess(
      [
        'user:create',
        '--org',
        orgId,
        '--email',
        'Secret.Person@Logs.test',
        '--role',
        'admin',
      ],
      env,
    );
    const service = await startServiceProcess({ ...env, LOG_LEVEL: 'trace' });
    const actor = await fetch(`${service.url}/v1/actors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: 'searched.signup@logs.test',
        name: 'Searched Signup',
      }),
    });
    expect(actor.status).toBe(201);

    const client = new DashboardClient(service.url!);
    expect((await client.signIn(user.email, 'a wrong password')).status).toBe(
      401,
    );
    expect((await client.signIn(user.email, user.password)).status).toBe(303);
    const session = client.cookies.get('dashboard_session')!;
    const list = await client.get(
      '/dashboard/signups?q=searched.signup%40logs.test',
    );
    expect(list.body).toContain('Searched Signup');
    const csrf = list.csrf!;
    const issued = await client.post('/dashboard/keys', { _csrf: csrf });
    const newKey = /<code id="new-key">([^<]+)</.exec(issued.body)![1];
    expect(
      (await client.post('/dashboard/sign-out', { _csrf: csrf })).status,
    ).toBe(303);

    const log = service.output();
    expect(log).toMatch(/"path":"\/dashboard\/sign-in"/); // requests are logged…
    for (const secret of [
      user.password,
      'a wrong password',
      session,
      csrf,
      newKey,
      key,
      'secret.person',
      'Secret.Person',
      'searched.signup',
    ])
      expect({ secret, logged: log.includes(secret) }).toEqual({
        secret,
        logged: false,
      });
  });
});
