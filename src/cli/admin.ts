#!/usr/bin/env node
// The admin CLI's entry point (package.json "bin"). Kept small: help answers without loading the
// database layer, and each command loads only what it runs on.
import 'reflect-metadata';
import { ConfigError } from '../config/app-config.js';
import { withEnvFile } from '../config/environment.js';
import { runAdmin } from './run-admin.js';

async function main(): Promise<number> {
  let env;
  try {
    env = withEnvFile(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`error: ${err.message}\n`);
    return 2;
  }
  const { exitCode, stdout } = await runAdmin(process.argv.slice(2), env, {
    stderr: (text) => void process.stderr.write(text),
    stderrIsTty: process.stderr.isTTY === true,
  });
  process.stdout.write(stdout);
  return exitCode;
}

main().then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (err: unknown) => {
    process.stderr.write(
      `error: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exitCode = 1;
  },
);
