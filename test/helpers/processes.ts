import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SVC_BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/svc');

export { tempDir } from './temp-dirs.js';

export interface SvcResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `svc …` as a real process through its launcher, as an operator or a CI script would. */
export function runSvc(args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<SvcResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(SVC_BIN, args, { env: { ...process.env, NO_COLOR: '1', ...options.env }, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

export interface ServeProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `svc serve` on a free loopback port and waits until it listens. */
export function startServe(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(SVC_BIN, ['serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
      // One process unless a test asks for more: `--workers` defaults to one per core.
      env: { ...process.env, SVC_LOG_LEVEL: 'info', SVC_WORKERS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`svc serve did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1]!,
          child,
          output: () => output,
          stop: (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`svc serve exited with ${code}:\n${output}`));
    });
  });
}

/** Every byte under a directory, as one string, for searching secrets and ids. */
export function readTree(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1'))
    .join('\n');
}
