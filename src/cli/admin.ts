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
    stdin: readStdin,
  });
  process.stdout.write(stdout);
  return exitCode;
}

/** Stdin, whole (a secret piped in: small; refused past 64 KB). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 65_536) throw new Error('stdin: more than 64 KB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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
