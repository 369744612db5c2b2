// The BUILT admin CLI (`node dist/src/cli/admin.js`, from `npm run build`) as a real process, as
// an operator or a script runs it. Bounded in time; nothing outlives the call.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN = join(process.cwd(), 'dist/src/cli/admin.js');

/**
 * How long one command may run: about a second on a quiet machine, many times that beside other
 * work. A bound, not an expectation: a command that outlives it is killed (SIGKILL: it may be
 * the one that stopped listening to SIGTERM).
 */
const COMMAND_MS = 120_000;

export interface AdminRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout parsed, when it is JSON */
  json: any;
}

/**
 * Runs one admin command. `env` is the whole environment (PATH is added; no .env file is read
 * unless the env names one with ENV_FILE or `cwd` holds one and ENV_FILE is left out).
 */
export function runAdminProcess(
  args: string[],
  env: Record<string, string>,
  options: {
    cwd?: string;
    readDotEnv?: boolean;
    /** what the command reads on stdin (a secret given as `-`); none: stdin is closed */
    input?: string;
  } = {},
): Promise<AdminRun> {
  if (!existsSync(ADMIN))
    throw new Error(`${ADMIN} is missing: run \`npm run build\` first`);
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    ...(options.readDotEnv ? {} : { ENV_FILE: '/dev/null' }),
    ...env,
  };
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [ADMIN, ...args],
      {
        env: fullEnv,
        cwd: options.cwd,
        timeout: COMMAND_MS,
        killSignal: 'SIGKILL',
      },
      (err, stdout, stderr) => {
        const code = err ? (err as { code?: unknown }).code : 0;
        if (typeof code !== 'number')
          return reject(new Error(`admin ${args[0]} did not exit: ${err}`));
        let json: unknown;
        try {
          json = stdout ? JSON.parse(stdout) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ exitCode: code, stdout, stderr, json });
      },
    );
    child.stdin?.end(options.input ?? '');
  });
}

/**
 * Runs a command with its output on a pseudo-terminal (util-linux `script`), as a person at a
 * terminal sees it: stdout and stderr arrive together, with CRLF line ends.
 */
export function runOnTerminal(
  command: string[],
  env: Record<string, string>,
  timeoutMs = COMMAND_MS,
): Promise<{ exitCode: number; output: string }> {
  const quoted = command
    .map((a) => `'${a.replaceAll("'", `'\\''`)}'`)
    .join(' ');
  return new Promise((resolve, reject) => {
    execFile(
      'script',
      ['-qec', quoted, '/dev/null'],
      {
        env: { PATH: process.env.PATH ?? '', TERM: 'xterm', ...env },
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      },
      (err, stdout) => {
        const code = err ? (err as { code?: unknown }).code : 0;
        if (typeof code !== 'number')
          return reject(new Error(`${command[0]} did not exit: ${err}`));
        resolve({ exitCode: code, output: stdout });
      },
    );
  });
}
