import { Command, CommanderError } from 'commander';
import { ApiError } from '../errors.js';
import { registerServe } from './commands/serve.js';
import { EXIT, printError, UsageError } from './output.js';

type OperatorCommands = typeof import('./operator-commands.js');

/**
 * The `svc` program, built without parsing so tests can drive it in-process. `svc serve`,
 * which the cluster primary and each of its workers run, loads none of the operator's
 * tools (~30 MB a process: the API client, schemas, CSV and phone-number parsing).
 */
export async function buildProgram(argv: string[] = process.argv): Promise<{ program: Command; operator: OperatorCommands | null }> {
  const program = new Command('svc')
    .description('Candidate matching and Trust Score service: the API server and its operator tools')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({ outputError: (message, write) => write(message) });
  registerServe(program);
  const operator = argv[2] === 'serve' ? null : await import('./operator-commands.js');
  operator?.registerOperatorCommands(program);
  const exitOverride = (command: Command): void => {
    command.exitOverride();
    command.commands.forEach(exitOverride);
  };
  exitOverride(program);
  return { program, operator };
}

/** Runs `svc` and returns the exit code: 0 ok, 1 failure, 2 usage. */
export async function run(argv: string[] = process.argv): Promise<number> {
  let operator: OperatorCommands | null = null;
  try {
    const built = await buildProgram(argv);
    operator = built.operator;
    await built.program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    return exitCodeFor(error, operator);
  }
}

function exitCodeFor(error: unknown, operator: OperatorCommands | null): number {
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
  if (operator?.isOperatorFailure(error)) {
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
