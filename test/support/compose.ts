// docker-compose.yml as Compose reads it: YAML 1.1 merge keys (`<<: *service-env`) and `${VAR}`,
// `${VAR:-default}`, `${VAR:?message}` interpolation, for tests that check it or run its services.
import { readFileSync } from 'node:fs';
import { load, YAML11_SCHEMA } from 'js-yaml';

export interface ComposeService {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
}

export interface ComposeFile {
  text: string;
  services: Record<string, ComposeService>;
}

export function readCompose(path = 'docker-compose.yml'): ComposeFile {
  const text = readFileSync(path, 'utf8');
  const parsed = load(text, { schema: YAML11_SCHEMA }) as {
    services: Record<string, ComposeService>;
  };
  return { text, services: parsed.services };
}

/**
 * A service's environment with `supplied` standing in for the operator's `.env`, and the
 * variables it requires (`${VAR:?…}`: Compose refuses to start without them).
 */
export function environmentOf(
  service: ComposeService,
  supplied: Record<string, string>,
): { env: Record<string, string>; required: string[] } {
  const env: Record<string, string> = {};
  const required: string[] = [];
  for (const [name, raw] of Object.entries(service.environment ?? {})) {
    env[name] = String(raw).replace(
      /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
      (_, variable: string, op?: string, rest?: string) => {
        if (op === '?') required.push(variable);
        return supplied[variable] ?? (op === '-' ? (rest ?? '') : '');
      },
    );
  }
  return { env, required };
}
