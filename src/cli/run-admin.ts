import { parseArgs } from 'node:util';
import { APP_VERSION } from '../common/app-version.js';
import { AppError } from '../common/errors/app-error.js';
import { classifyError } from '../common/errors/classify-error.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { withEmbeddedWebhookKey } from '../config/webhook-secrets-key-file.js';
import type { AdminCommand, CliIo, Flags } from './admin-command.js';
import { exactlyOne } from './cli-args.js';
import { wordForCli } from './cli-wording.js';
import { openCliApp, type ModuleImport } from './cli-app.js';
import { ADMIN_COMMANDS } from './commands/index.js';
import { commandHelp, toolHelp } from './help.js';

export interface CliOutcome {
  exitCode: number;
  stdout: string;
  /** what went to stderr, when no `io` was given to write it as it happens */
  stderr: string;
}

const USAGE = 2;
const FAILURE = 1;

/**
 * Runs one admin command: exactly one JSON value on stdout on success; a message on stderr and a
 * non-zero exit code (2 usage, 1 failure) otherwise. `--help` (or `help`) and `--version` answer
 * on stdout.
 * Lines a command writes while it runs (an import's invalid rows, its progress bar) go to `io`.
 */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined>,
  io?: CliIo,
  /** more modules to build the command's application from (a test's listener, say) */
  options: { modules?: ModuleImport[] } = {},
): Promise<CliOutcome> {
  let stderr = '';
  const out: CliIo = io ?? {
    stderr: (text) => void (stderr += text),
    stderrIsTty: false,
  };
  const fail = (exitCode: number, message: string): CliOutcome => {
    out.stderr(`${message}\n`);
    return { exitCode, stdout: '', stderr };
  };
  const ok = (stdout: string): CliOutcome => ({ exitCode: 0, stdout, stderr });

  const [name, ...args] = argv;
  if (name === undefined)
    return fail(USAGE, toolHelp(ADMIN_COMMANDS).trimEnd());
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = args[0];
    if (topic === undefined) return ok(toolHelp(ADMIN_COMMANDS));
    const command = ADMIN_COMMANDS[topic];
    if (!command) return fail(USAGE, unknownCommand(topic));
    return ok(commandHelp(topic, command));
  }
  if (name === '--version' || name === '-v') return ok(`${APP_VERSION}\n`);
  const command = Object.hasOwn(ADMIN_COMMANDS, name)
    ? ADMIN_COMMANDS[name]
    : undefined;
  if (!command) return fail(USAGE, unknownCommand(name));
  if (args.includes('--help') || args.includes('-h'))
    return ok(commandHelp(name, command));

  let flags: Flags;
  let config;
  try {
    flags = parseFlags(name, command, args);
    // Logs go to stderr and default to warnings only: stdout belongs to the JSON result.
    const embedded = withEmbeddedWebhookKey(
      loadConfig({ LOG_LEVEL: 'warn', ...env, LOG_FD: '2' }),
      { create: command.sealsWebhookSecrets === true },
    );
    config = embedded.config;
    if (embedded.generated)
      out.stderr(
        `WEBHOOK_SECRETS_KEY was not set: generated one into ${embedded.generated} (mode 0600); the service uses it too. Keep it with your secrets, apart from database backups.\n`,
      );
  } catch (err) {
    if (err instanceof AppError)
      return fail(USAGE, `error: ${wordForCli(err)}`);
    if (err instanceof ConfigError) return fail(USAGE, `error: ${err.message}`);
    throw err;
  }
  // The admin CLI's own role: it produces jobs, never consumes them, and runs no sweep.
  config = { ...config, role: 'cli' as const };
  // db:migrate applies the migrations itself, so it can report what it applied.
  if (name === 'db:migrate')
    config = {
      ...config,
      database: { ...config.database, migrationsRun: false },
    };
  let app: Awaited<ReturnType<typeof openCliApp>> | null = null;
  try {
    app = await openCliApp(config, command, options.modules);
    const result = await command.run(app, flags, out);
    // A Date prints as its ISO-8601 instant (Date#toJSON), so commands return Dates as they are.
    return ok(`${JSON.stringify(result)}\n`);
  } catch (err) {
    const error = classifyError(err);
    // A bad_request is the command line's fault (exit 2); anything else is a failure (exit 1).
    if (error.kind === 'app')
      return fail(
        error.code === 'bad_request' ? USAGE : FAILURE,
        `error: ${wordForCli(error.error)}`,
      );
    if (error.kind === 'unavailable')
      return fail(
        FAILURE,
        `error: cannot reach the database or queue: ${(err as Error).message}`,
      );
    throw err;
  } finally {
    await app?.close().catch(() => undefined);
  }
}

/** node:util parseArgs, with messages that name the command's valid flags. */
function parseFlags(name: string, command: AdminCommand, args: string[]) {
  const known = Object.keys(command.flags);
  const valid = known.length
    ? `its flags are ${known.map((f) => `--${f}`).join(', ')}`
    : 'it takes no flags';
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: Object.fromEntries(
        known.map((flag) => [flag, { type: 'string' as const }]),
      ),
      strict: true,
      allowPositionals: false,
      tokens: true,
    });
  } catch (err) {
    const { code, message } = err as { code?: string; message: string };
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const flag = /'(-[^']*)'/.exec(message)?.[1] ?? message;
      throw AppError.badRequest(
        `unknown flag ${flag} for ${name}; ${valid} (see ${name} --help)`,
      );
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
      throw AppError.badRequest(
        `unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? ''} for ${name}; flags take the form --flag value; ${valid}`,
      );
    if (code?.startsWith('ERR_PARSE_ARGS'))
      throw AppError.badRequest(message.split('\n').join(' '));
    throw err;
  }
  const seen = new Set<string>();
  for (const token of parsed.tokens ?? []) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name))
      throw AppError.badRequest('given twice', token.name);
    seen.add(token.name);
  }
  const flags = parsed.values as Flags;
  for (const [flag, spec] of Object.entries(command.flags))
    if (spec.required && !flags[flag]?.trim())
      throw AppError.badRequest(`is required (see ${name} --help)`, flag);
  for (const group of command.oneOf ?? []) exactlyOne(flags, group);
  return flags;
}

function unknownCommand(name: string): string {
  return `unknown command ${name}; the commands are ${Object.keys(ADMIN_COMMANDS).join(', ')} (see --help)`;
}
