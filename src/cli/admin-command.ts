import type { CliApp, ModuleImport } from './cli-app.js';

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

/**
 * An admin command: its help, its flags, and what it does. Adding a command is one entry in
 * commands/index.ts; parsing, help, errors and exit codes come from run-admin.ts.
 */
export interface AdminCommand<F extends FlagSpecs = FlagSpecs> {
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
  /** The service's modules it runs on (cli-modules.ts), loaded when it runs; none: only the database. */
  modules?: () => Promise<ModuleImport[]>;
  /** Returns the one JSON value the command prints. */
  run(app: CliApp, flags: FlagValues<F>, io: CliIo): Promise<unknown>;
}

/** An admin command, its `run` typed by its flags (see FlagValues). */
export function command<const F extends FlagSpecs>(
  spec: AdminCommand<F>,
): AdminCommand {
  return spec as AdminCommand;
}
