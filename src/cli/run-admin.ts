import { NestFactory } from '@nestjs/core';
import { AppError } from '../common/errors/app-error.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { ADMIN_COMMANDS } from './admin-commands.js';
import { CliModule } from './cli.module.js';

export interface CliOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one admin command: exactly one JSON value on stdout on success; a message on stderr and a
 * non-zero exit code (2 usage, 1 failure) otherwise.
 */
export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<CliOutcome> {
  const [name, ...args] = argv;
  const command = name ? ADMIN_COMMANDS[name] : undefined;
  if (!command) {
    const usage = `usage: admin <${Object.keys(ADMIN_COMMANDS).join('|')}> [--flag value …]`;
    return {
      exitCode: 2,
      stdout: '',
      stderr: `${name ? `unknown command ${name}\n` : ''}${usage}\n`,
    };
  }
  let config;
  try {
    // Logs go to stderr and default to warnings only: stdout belongs to the JSON result.
    // db:migrate applies the migrations itself, so it can report what it applied.
    const migrateOnStart =
      name === 'db:migrate' ? { MIGRATIONS_RUN: 'false' } : {};
    config = loadConfig({
      LOG_LEVEL: 'warn',
      ...env,
      LOG_FD: '2',
      ...migrateOnStart,
    });
  } catch (err) {
    if (err instanceof ConfigError)
      return { exitCode: 2, stdout: '', stderr: `${err.message}\n` };
    throw err;
  }
  const ctx = await NestFactory.createApplicationContext(
    CliModule.forRoot(config),
    { logger: false },
  );
  try {
    const result = await command(ctx, args);
    return { exitCode: 0, stdout: `${JSON.stringify(result)}\n`, stderr: '' };
  } catch (err) {
    if (err instanceof AppError) {
      return {
        exitCode: err.code === 'bad_request' ? 2 : 1,
        stdout: '',
        stderr: `error: ${err.message}\n`,
      };
    }
    throw err;
  } finally {
    await ctx.close();
  }
}
