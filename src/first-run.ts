import type { INestApplication } from '@nestjs/common';
import { reach } from './common/logging/start-up-line.js';
import type { AppConfig } from './config/app-config.js';
import { ApiKeysService } from './modules/auth/api-keys.service.js';
import { OrganizationsService } from './modules/auth/organizations.service.js';

/**
 * On an empty embedded database outside production, create the "Default" organization and print
 * its id and one API key with a ready-to-paste request, so `npm start` is all a first try needs
 * (and admin commands such as icp:set can name the organization). The key is printed to the
 * terminal once, deliberately, and never logged.
 */
export async function printFirstRunKey(
  app: INestApplication,
  config: AppConfig,
  port: number,
): Promise<void> {
  if (
    config.database.dialect !== 'sqlite' ||
    config.env === 'production' ||
    !config.firstRunBootstrap
  ) {
    return;
  }
  const orgs = app.get(OrganizationsService);
  if ((await orgs.count()) > 0) return;
  const org = await orgs.create('Default', null);
  const { key } = await app.get(ApiKeysService).issue(org.id, null);
  const base = `http://localhost:${port}`;
  process.stdout.write(
    [
      '',
      `Listening on ${config.host}:${port}: reachable from ${reach(config.host)}.`,
      '',
      'First run: created the organization "Default" and an API key for it (the key is shown',
      'once: store it now):',
      '',
      `  organization id  ${org.id}`,
      `  API key          ${key}`,
      '',
      'Try it:',
      '',
      `  curl -s -X POST ${base}/v1/actors \\`,
      `    -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" \\`,
      `    -d '{"email":"jane.doe@example.com","name":"Jane Doe","source":"signup"}'`,
      '',
      `API docs:        ${base}/docs`,
      `Dashboard admin: npm run -s admin -- user:create --org ${org.id} --email you@example.com --role admin`,
      `                 (then sign in at ${base}/dashboard)`,
      `ICP profile:     npm run -s admin -- icp:set --org ${org.id} --file examples/icp.json`,
      '',
      '',
    ].join('\n'),
  );
}
