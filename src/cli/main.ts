import { Command, CommanderError } from 'commander';
import { ApiError } from '../errors.js';
import { registerKeys } from './commands/keys.js';
import { registerServe } from './commands/serve.js';
import { registerTaxonomy } from './commands/taxonomy.js';
import { registerJobs } from './commands/jobs.js';
import { registerLogin } from './commands/login.js';
import { registerMatch } from './commands/match.js';
import { registerProfiles } from './commands/profiles.js';
import { CsvError, registerProviders } from './commands/providers.js';
import { registerWebhooks } from './commands/webhooks.js';
import { registerWhatsapp } from './commands/whatsapp.js';
import { ApiCallError } from './api-client.js';
import { EXIT, printError, UsageError } from './output.js';

/** The whole `svc` program, built without parsing so tests can drive it in-process. */
export function buildProgram(): Command {
  const program = new Command('svc')
    .description('Candidate matching and Trust Score service: the API server and its operator tools')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ outputError: (message, write) => write(message) });
  registerServe(program);
  registerKeys(program);
  registerTaxonomy(program);
  registerLogin(program);
  registerProfiles(program);
  registerProviders(program);
  registerMatch(program);
  registerJobs(program);
  registerWebhooks(program);
  registerWhatsapp(program);
  const exitOverride = (command: Command): void => {
    command.exitOverride();
    command.commands.forEach(exitOverride);
  };
  exitOverride(program);
  return program;
}

/** Runs `svc` and returns the exit code: 0 ok, 1 failure, 2 usage. */
export async function run(argv: string[] = process.argv): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    return exitCodeFor(error);
  }
}

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help).
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof UsageError) {
    printError(error.message);
    return EXIT.usage;
  }
  if (error instanceof ApiError) {
    printError(error.detail);
    return EXIT.failure;
  }
  if (error instanceof ApiCallError) {
    printError(error.message);
    return EXIT.failure;
  }
  if (error instanceof CsvError) {
    printError(error.message);
    return EXIT.failure;
  }
  if (isPromptCancelled(error)) return EXIT.failure;
  printError(error instanceof Error ? error.message : String(error));
  return EXIT.failure;
}

function isPromptCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'ExitPromptError';
}
