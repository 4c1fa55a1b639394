import { input, password } from '@inquirer/prompts';
import type { Command } from 'commander';
import { ApiClient } from '../api-client.js';
import { saveProfile } from '../credentials.js';
import { colours, interactive, printJson, printLine, UsageError } from '../output.js';

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('Check and save credentials for the API (in your config directory, mode 0600)')
    .option('--base-url <url>', 'the API, e.g. http://127.0.0.1:8080 (env SVC_BASE_URL)')
    .option('--client-id <id>', 'client id (env SVC_CLIENT_ID)')
    .option('--client-secret <secret>', 'client secret (env SVC_CLIENT_SECRET)')
    .option('--profile <name>', 'save under this name, for several servers or clients', 'default')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ svc login --base-url http://127.0.0.1:8080 --client-id cli_… --client-secret sk_…\n')
    .action(async (options: { baseUrl?: string; clientId?: string; clientSecret?: string; profile: string; json?: boolean }) => {
      const baseUrl = options.baseUrl ?? process.env.SVC_BASE_URL ?? (await ask('API base URL', 'http://127.0.0.1:8080'));
      const clientId = options.clientId ?? process.env.SVC_CLIENT_ID ?? (await ask('Client id'));
      const clientSecret = options.clientSecret ?? process.env.SVC_CLIENT_SECRET ?? (await askSecret('Client secret'));
      const credentials = { baseUrl: baseUrl.replace(/\/+$/, ''), clientId, clientSecret };
      await new ApiClient(credentials, null).login();
      const file = saveProfile(options.profile, credentials);
      if (options.json) return printJson({ profile: options.profile, base_url: credentials.baseUrl, client_id: clientId, file });
      printLine(`${colours().green('Logged in')} to ${credentials.baseUrl} as ${clientId} (profile ${options.profile}, saved in ${file}).`);
    });
}

async function ask(message: string, fallback?: string): Promise<string> {
  if (!interactive()) throw new UsageError(`${message.toLowerCase()} is missing: pass it as an option or in the environment`);
  return input({ message, default: fallback, required: true });
}

async function askSecret(message: string): Promise<string> {
  if (!interactive()) throw new UsageError(`${message.toLowerCase()} is missing: pass --client-secret or set SVC_CLIENT_SECRET`);
  return password({ message, mask: '*' });
}
