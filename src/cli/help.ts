import type { AdminCommand } from './admin-command.js';

const TOOL = 'admin';

/** `admin --help`: every command with its summary. */
export function toolHelp(commands: Record<string, AdminCommand>): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length)) + 2;
  return [
    `Usage: ${TOOL} <command> [--flag value | --flag=value …]`,
    '',
    'Administers organizations, API keys, ICP profiles and actors of the signup-enrichment',
    'service, on its database and with its configuration (environment and .env). Each command',
    'prints one JSON value on stdout; errors go to stderr with exit code 2 (usage) or 1 (failure).',
    '',
    'Commands:',
    ...Object.entries(commands).map(
      ([name, c]) => `  ${name.padEnd(width)}${c.summary}`,
    ),
    '',
    `Run \`${TOOL} <command> --help\` for a command's flags; \`${TOOL} --version\` prints the version.`,
    '',
  ].join('\n');
}

/** `admin <command> --help`: usage line, flags, and what it prints. */
export function commandHelp(name: string, command: AdminCommand): string {
  const flags = Object.entries(command.flags);
  const inGroup = new Set((command.oneOf ?? []).flat());
  const usage = [
    ...flags
      .filter(([flag]) => !inGroup.has(flag))
      .map(([flag, spec]) =>
        spec.required ? `--${flag} ${spec.value}` : `[--${flag} ${spec.value}]`,
      ),
    ...(command.oneOf ?? []).map(
      (group) =>
        `(${group.map((f) => `--${f} ${command.flags[f].value}`).join(' | ')})`,
    ),
  ];
  const rows = [
    ...flags.map(([flag, spec]) => [
      `--${flag} ${spec.value}`,
      `${spec.description}${spec.required ? ' (required)' : ''}`,
    ]),
    ['-h, --help', 'show this help'],
  ];
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return [
    `Usage: ${TOOL} ${name} ${usage.join(' ')}`.trimEnd(),
    '',
    `${command.summary}.`,
    ...(command.details ? ['', command.details] : []),
    '',
    'Flags:',
    ...rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`),
    '',
    `Prints: ${command.prints}`,
    '',
  ].join('\n');
}
