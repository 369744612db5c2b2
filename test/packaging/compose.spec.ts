// docker-compose.yml against the service it runs: every variable of our services is one the
// configuration schema declares, each service's configuration is valid for its role, and what a
// production deployment needs is set — checked without Docker, by reading the file.
import { randomBytes } from 'node:crypto';
import { ADMIN_COMMANDS } from '../../src/cli/commands/index.js';
import { loadConfig } from '../../src/config/app-config.js';
import { envSchema } from '../../src/config/env-schema.js';
import {
  environmentOf as composeEnvironment,
  readCompose,
  type ComposeService,
} from '../support/compose.js';

const { text, services } = readCompose();
const compose = { services };
/** The services built from this repository's Dockerfile (postgres and redis are not ours). */
const ours = Object.entries(compose.services).filter(([, s]) => s.build);

/** What production needs besides the schema's own rules, with the reason. */
const PRODUCTION_NEEDS: Record<string, string> = {
  NODE_ENV: 'production: no first-run key, JSON logs',
  DATABASE_URL:
    'API and workers share one database (a SQLite file belongs to one process)',
  REDIS_URL: 'API and workers share one queue',
  WEBHOOK_SECRETS_KEY: 'production refuses webhooks without it',
};

/** The operator's .env, as the compose file's comment has them write it. */
const supplied = { WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64') };
const environmentOf = (service: ComposeService) =>
  composeEnvironment(service, supplied);

describe('docker-compose.yml', () => {
  it('runs migrations once, then the API and the workers, all from our image', () => {
    expect(ours.map(([name]) => name).sort()).toEqual([
      'api',
      'migrate',
      'worker',
    ]);
    const { migrate, api, worker } = compose.services;
    expect(migrate!.command).toEqual([
      'node',
      'dist/src/cli/admin.js',
      'db:migrate',
    ]);
    for (const service of [api!, worker!]) {
      expect(service.depends_on?.migrate).toEqual({
        condition: 'service_completed_successfully',
      });
      expect(environmentOf(service).env.MIGRATIONS_RUN).toBe('false');
    }
    expect(environmentOf(api!).env.APP_ROLE).toBe('api');
    expect(environmentOf(worker!).env.APP_ROLE).toBe('worker');
  });

  it('tags the image it builds with the release, so a rollback can start the previous one', () => {
    expect(new Set(ours.map(([, s]) => s.image))).toEqual(
      new Set(['signup-enrichment:${APP_VERSION:-latest}']),
    );
  });

  it('restarts every long-running service, the database and Redis too; migrate runs once', () => {
    const restarts = Object.fromEntries(
      Object.entries(compose.services).map(([name, s]) => [name, s.restart]),
    );
    expect(restarts).toEqual({
      postgres: 'unless-stopped',
      redis: 'unless-stopped',
      migrate: 'no',
      api: 'unless-stopped',
      worker: 'unless-stopped',
    });
  });

  it('sets only variables the configuration schema declares', () => {
    const known = new Set(Object.keys(envSchema.shape));
    const unknown = ours.flatMap(([name, service]) =>
      Object.keys(service.environment ?? {})
        .filter((v) => !known.has(v))
        .map((v) => `${name}: ${v}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives each service a configuration the service accepts for its role, and what production needs', () => {
    for (const [name, service] of ours) {
      const { env } = environmentOf(service);
      expect({ name, problems: configProblems(env) }).toEqual({
        name,
        problems: null,
      });
      const missing = Object.keys(PRODUCTION_NEEDS).filter((v) => !env[v]);
      expect({ name, missing }).toEqual({ name, missing: [] });
      expect(env.NODE_ENV).toBe('production');
    }
  });

  it('takes the webhook secrets key from the operator, refusing to start without it', () => {
    for (const [, service] of ours) {
      expect(String(service.environment?.WEBHOOK_SECRETS_KEY)).toMatch(
        /^\$\{WEBHOOK_SECRETS_KEY:\?.+\}$/,
      );
      expect(environmentOf(service).required).toContain('WEBHOOK_SECRETS_KEY');
    }
  });

  it('names in its comments only admin commands that exist', () => {
    const named = [...text.matchAll(/admin\.js (\S+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((c) => !(c in ADMIN_COMMANDS))).toEqual([]);
  });
});

function configProblems(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
