import type { Command } from 'commander';
import { ApiCallError } from './api-client.js';
import { registerJobs } from './commands/jobs.js';
import { registerKeys } from './commands/keys.js';
import { registerLogin } from './commands/login.js';
import { registerMatch } from './commands/match.js';
import { registerProfiles } from './commands/profiles.js';
import { CsvError, registerProviders } from './commands/providers.js';
import { registerTaxonomy } from './commands/taxonomy.js';
import { registerWebhooks } from './commands/webhooks.js';
import { registerWhatsapp } from './commands/whatsapp.js';

/** Every command but `svc serve`: the operator's tools, which talk to a store or to the API. */
export function registerOperatorCommands(program: Command): void {
  registerKeys(program);
  registerTaxonomy(program);
  registerLogin(program);
  registerProfiles(program);
  registerProviders(program);
  registerMatch(program);
  registerJobs(program);
  registerWebhooks(program);
  registerWhatsapp(program);
}

/** Failures of those tools whose message says it all (the API's answer, a bad CSV row). */
export function isOperatorFailure(error: unknown): error is Error {
  return error instanceof ApiCallError || error instanceof CsvError;
}
