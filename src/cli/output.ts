import { Chalk, type ChalkInstance } from 'chalk';

/** Usage errors exit 2; every other failure exits 1. */
export class UsageError extends Error {}

export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** Colour only on a terminal, never when NO_COLOR is set. */
export function colours(stream: NodeJS.WriteStream = process.stdout, env: NodeJS.ProcessEnv = process.env): ChalkInstance {
  const enabled = stream.isTTY === true && !('NO_COLOR' in env && env.NO_COLOR !== '') && env.TERM !== 'dumb';
  return new Chalk({ level: enabled ? 1 : 0 });
}

export function interactive(): boolean {
  return process.stdin.isTTY === true && process.stdout.isTTY === true && !process.env.CI;
}

/** Data goes to stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function printLine(line = ''): void {
  process.stdout.write(line + '\n');
}

/** A plain table: a header row, then one row per item, columns padded to fit. */
export function printTable(headers: string[], rows: string[][]): void {
  const c = colours();
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  printLine(c.bold(format(headers)));
  for (const row of rows) printLine(format(row));
}

/** Errors and progress go to stderr, one readable line. */
export function printError(message: string): void {
  const c = colours(process.stderr);
  process.stderr.write(`${c.red('error:')} ${message}\n`);
}
