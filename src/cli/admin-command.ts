import type { Type } from '@nestjs/common';
import type { CliApp, ServiceLoaders } from './cli-app.js';

/** One flag of a command; every flag takes a value (`--flag value` or `--flag=value`). */
export interface FlagSpec {
  /** placeholder in usage lines, e.g. `<orgId>` */
  value: string;
  description: string;
  required?: boolean;
}

type FlagSpecs = Record<string, FlagSpec>;

export type Flags = Record<string, string | undefined>;

/**
 * The flags a command's `run` is given: a required one always has a value, because run-admin
 * refuses a command line without it.
 */
type FlagValues<F extends FlagSpecs> = {
  [K in keyof F]: F[K] extends { required: true } ? string : string | undefined;
};

/** Where a command writes besides its JSON result: stderr, and whether a person watches it. */
export interface CliIo {
  stderr(text: string): void;
  /** true when stderr is a terminal (progress bars only then) */
  stderrIsTty: boolean;
  /** all of stdin, for a secret given as `-` (kept out of the shell's history); absent: none */
  stdin?: () => Promise<string>;
}

/** The instances of those services, by the same names. */
export type ServicesOf<U extends ServiceLoaders> = {
  [K in keyof U]: U[K] extends () => Promise<Type<infer T>> ? T : never;
};

/**
 * An admin command: its help, its flags, and what it does. Adding a command is one entry in
 * commands/index.ts; parsing, help, errors and exit codes come from run-admin.ts.
 */
export interface AdminCommand<
  F extends FlagSpecs = FlagSpecs,
  U extends ServiceLoaders = ServiceLoaders,
> {
  summary: string;
  flags: F;
  /** groups of flags of which exactly one must be given, e.g. [['id', 'email']] */
  oneOf?: string[][];
  /** the shape of the JSON value printed on stdout, for the help text */
  prints: string;
  /** longer explanation for `--help`, if the summary is not enough */
  details?: string;
  /**
   * It seals webhook secrets: on the embedded default it may create the data directory's
   * WEBHOOK_SECRETS_KEY file (other commands only read it), as the service's first start does.
   */
  sealsWebhookSecrets?: boolean;
  /**
   * The services it runs on (cli-services.ts), by the names `run` finds them under in
   * `app.services`: the one place a command says what it needs. The modules that provide them are
   * found and loaded when it runs (cli-app.ts); none: only the database.
   */
  uses?: U;
  /**
   * It changes actors or scores (creates, erases, re-admits, re-researches, sets a profile): every
   * domain module is loaded, so that each module's listeners hear the change as in the service.
   */
  changesActors?: boolean;
  /** Returns the one JSON value the command prints. */
  run(
    app: CliApp<ServicesOf<U>>,
    flags: FlagValues<F>,
    io: CliIo,
  ): Promise<unknown>;
}

/** An admin command, its `run` typed by its flags and its services (see FlagValues, ServicesOf). */
export function command<
  const F extends FlagSpecs,
  U extends ServiceLoaders = Record<never, never>,
>(spec: AdminCommand<F, U>): AdminCommand {
  return spec as unknown as AdminCommand;
}
