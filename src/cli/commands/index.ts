import type { AdminCommand } from '../admin-command.js';
import { ACTOR_COMMANDS } from './actor.commands.js';
import { DB_COMMANDS } from './db.commands.js';
import { DESTINATION_COMMANDS } from './destination.commands.js';
import { ICP_COMMANDS } from './icp.commands.js';
import { KEY_COMMANDS } from './key.commands.js';
import { ORG_COMMANDS } from './org.commands.js';
import { PROVIDER_COMMANDS } from './provider.commands.js';
import { SETUP_COMMAND } from './setup.commands.js';
import { USER_COMMANDS } from './user.commands.js';
import { WEBHOOK_COMMANDS } from './webhook.commands.js';

/**
 * Every admin command, in the order `--help` lists them. Command files import only types and
 * argument parsers: what a command runs on is loaded when it runs (see CliContext).
 */
export const ADMIN_COMMANDS: Record<string, AdminCommand> = {
  ...SETUP_COMMAND,
  ...ORG_COMMANDS,
  ...KEY_COMMANDS,
  ...ICP_COMMANDS,
  ...ACTOR_COMMANDS,
  ...WEBHOOK_COMMANDS,
  ...PROVIDER_COMMANDS,
  ...DESTINATION_COMMANDS,
  ...USER_COMMANDS,
  ...DB_COMMANDS,
};
