import { checkbox } from '@inquirer/prompts';
import type { Command } from 'commander';
import { isoTime } from '../../clock.js';
import { ApiError } from '../../errors.js';
import { keyView } from '../../keys/key-view.js';
import { SCOPES, parseScopes, type Scope } from '../../keys/scopes.js';
import { isPlan, PLANS, type Plan } from '../../limits/plans.js';
import { withOperatorCore } from '../operator-store.js';
import { colours, interactive, printJson, printLine, printTable, UsageError } from '../output.js';

interface CreateOptions {
  scope?: string[];
  plan: string;
  sandbox?: boolean;
  client?: string;
  name?: string;
  json?: boolean;
  dataDir?: string;
  databaseUrl?: string;
}

export function registerKeys(program: Command): void {
  const keys = program.command('keys').description('Create, list and revoke API keys (offline, on the data directory or the PostgreSQL database)');

  keys
    .command('create')
    .description('Create a client with its first key, or another key for --client; prints the secret once')
    .option('-s, --scope <scopes>', `scopes, space- or comma-separated, repeatable (${SCOPES.join(', ')})`, collect, undefined)
    .option('--plan <plan>', `plan of a new client: ${PLANS.join(', ')}`, 'free')
    .option('--sandbox', 'create a sandbox client (sbx_…)')
    .option('--client <client_id>', 'add the key to this existing client')
    .option('--name <name>', 'a label for the key')
    .option('--json', 'print one JSON object and nothing else')
    .option('-d, --data-dir <dir>', 'data directory (env SVC_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of the data directory (env SVC_DATABASE_URL)')
    .addHelpText('after', '\nExample:\n  $ svc keys create --scope "jobs:write match:read" --plan developer --json\n')
    .action(async (options: CreateOptions) => {
      if (!isPlan(options.plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}, got "${options.plan}"`);
      const scopes = await chooseScopes(options.scope);
      const created = await withOperatorCore(options, (core) =>
        options.client
          ? core.keys.addKey(options.client, { name: options.name, scopes })
          : core.keys.createClient({ plan: options.plan as Plan, sandbox: options.sandbox ?? false, name: options.name, scopes }),
      );
      const view = {
        client_id: created.client.id,
        client_secret: created.clientSecret,
        key_id: created.key.id,
        scopes: created.key.scopes,
        plan: created.client.plan,
        sandbox: created.client.sandbox,
      };
      if (options.json) return printJson(view);
      const c = colours();
      printLine(`${c.green('Created')} key ${view.key_id} for ${view.sandbox ? 'sandbox' : 'production'} client ${view.client_id} (plan ${view.plan})`);
      printLine(`  client_id      ${view.client_id}`);
      printLine(`  client_secret  ${view.client_secret}`);
      printLine(`  scopes         ${view.scopes.join(' ')}`);
      printLine(c.yellow('The secret is shown once: store it now.'));
    });

  keys
    .command('list')
    .description('List keys, newest last')
    .option('--client <client_id>', 'only the keys of this client')
    .option('--json', 'print JSON')
    .option('-d, --data-dir <dir>', 'data directory (env SVC_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of the data directory (env SVC_DATABASE_URL)')
    .addHelpText('after', '\nExample:\n  $ svc keys list --client cli_0123456789abcdef01234567\n')
    .action(async (options: { client?: string; json?: boolean; dataDir?: string; databaseUrl?: string }) => {
      const list = await withOperatorCore(options, (core) => core.keys.listKeys(options.client));
      if (options.json) return printJson(list.map(keyView));
      if (list.length === 0) return printLine('No keys.');
      printTable(
        ['KEY', 'CLIENT', 'NAME', 'SCOPES', 'CREATED', 'STATUS'],
        list.map((key) => [key.id, key.client_id, key.name ?? '', key.scopes.join(' '), isoTime(key.created_at), key.revoked_at ? 'revoked' : 'active']),
      );
    });

  keys
    .command('revoke')
    .description('Revoke a key and every token it issued')
    .argument('<key_id>')
    .option('--json', 'print JSON')
    .option('-d, --data-dir <dir>', 'data directory (env SVC_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of the data directory (env SVC_DATABASE_URL)')
    .addHelpText('after', '\nExample:\n  $ svc keys revoke key_0123456789abcdef\n')
    .action(async (keyId: string, options: { json?: boolean; dataDir?: string; databaseUrl?: string }) => {
      const key = await withOperatorCore(options, (core) => core.keys.revokeKey(keyId));
      if (options.json) return printJson(keyView(key));
      printLine(`Revoked ${key.id}.`);
    });

  const scopes = keys.command('scopes').description("Change a key's scopes");
  scopes
    .command('add')
    .description('Add scopes to a key')
    .argument('<key_id>')
    .argument('<scope...>')
    .option('--json', 'print JSON')
    .option('-d, --data-dir <dir>', 'data directory (env SVC_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of the data directory (env SVC_DATABASE_URL)')
    .addHelpText('after', '\nExample:\n  $ svc keys scopes add key_0123456789abcdef jobs:read analytics:read\n')
    .action(async (keyId: string, names: string[], options: { json?: boolean; dataDir?: string; databaseUrl?: string }) => {
      const added = validScopes(names.flatMap(splitList));
      const key = await withOperatorCore(options, (core) => core.keys.addScopes(keyId, added));
      if (options.json) return printJson(keyView(key));
      printLine(`${key.id} now holds: ${key.scopes.join(' ')}`);
    });
}

async function chooseScopes(given: string[] | undefined): Promise<Scope[]> {
  if (given && given.length > 0) return validScopes(given.flatMap(splitList));
  if (!interactive()) throw new UsageError(`--scope is required (one or more of: ${SCOPES.join(', ')})`);
  const picked = await checkbox({
    message: 'Scopes of the new key',
    choices: SCOPES.map((scope) => ({ name: scope, value: scope })),
    required: true,
  });
  return validScopes(picked);
}

function validScopes(names: string[]): Scope[] {
  try {
    return parseScopes(names);
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(error.detail);
    throw error;
  }
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function splitList(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}
