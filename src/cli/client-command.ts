import type { Command } from 'commander';
import { ApiClient } from './api-client.js';

export interface ClientOptions {
  profile?: string;
  json?: boolean;
}

/** The options every command that talks to the API takes. */
export function clientCommand(command: Command): Command {
  return command.option('--profile <name>', 'credentials profile saved by svc login (env SVC_PROFILE)').option('--json', 'print JSON for scripts');
}

export function clientFor(options: ClientOptions): ApiClient {
  return ApiClient.forProfile(options.profile ?? process.env.SVC_PROFILE ?? 'default');
}
