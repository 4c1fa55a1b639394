import http from 'node:http';
import type { Command } from 'commander';
import { request } from 'undici';
import { clientCommand, clientFor, type ClientOptions } from '../client-command.js';
import { colours, printLine, UsageError } from '../output.js';

interface Attempt {
  id: number;
  webhook_id: number;
  url: string;
  event_type: string;
  event_id: string;
  attempt: number;
  attempted_at: string;
  response_code: number | null;
  latency_ms: number;
  error: string | null;
}

const EVENTS = ['match.completed', 'profile.ready', 'profile.failed', 'trust.scored', 'job.broadcast.completed', 'job.candidate_replied'];

export function registerWebhooks(program: Command): void {
  const webhooks = program.command('webhooks').description('Follow webhook deliveries, or forward them to a local app');

  clientCommand(
    webhooks
      .command('tail')
      .description('Show webhook delivery attempts (time, event, endpoint, attempt, HTTP status, latency)')
      .option('-f, --follow', 'keep going: show attempts as they happen, until Ctrl-C')
      .option('--event <type>', `only this event (${EVENTS.join(', ')})`),
  )
    .addHelpText('after', '\nExample:\n  $ svc webhooks tail --follow --event trust.scored\n')
    .action(async (options: ClientOptions & { follow?: boolean; event?: string }) => {
      if (options.event && !EVENTS.includes(options.event)) throw new UsageError(`--event must be one of ${EVENTS.join(', ')}`);
      const client = clientFor(options);
      const query = (after: number) => `/v1/webhooks/attempts?after=${after}&limit=500${options.event ? `&event=${options.event}` : ''}`;
      let after = 0;
      let stop = false;
      process.once('SIGINT', () => {
        stop = true;
      });
      for (;;) {
        const attempts = await client.get<Attempt[]>(query(after));
        for (const attempt of attempts) print(attempt, options.json);
        if (attempts.length > 0) after = attempts[attempts.length - 1]!.id;
        if (attempts.length === 500) continue;
        if (!options.follow || stop) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (stop) break;
      }
    });

  clientCommand(
    webhooks
      .command('listen')
      .description('Register a temporary endpoint on this machine and forward every delivery, signature intact, to a local URL')
      .requiredOption('--forward-to <url>', 'your local receiver, e.g. http://127.0.0.1:3000/hooks')
      .option('--events <types>', 'comma-separated events (default: all)'),
  )
    .addHelpText('after', '\nExample:\n  $ svc webhooks listen --forward-to http://127.0.0.1:3000/hooks\n\nThe server must allow loopback receivers: SVC_ALLOW_INSECURE_WEBHOOKS=1.\n')
    .action(async (options: ClientOptions & { forwardTo: string; events?: string }) => {
      const events = options.events ? options.events.split(',').map((event) => event.trim()) : EVENTS;
      const client = clientFor(options);
      const server = http.createServer((incoming, outgoing) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', async () => {
          const body = Buffer.concat(chunks);
          const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => name.startsWith('x-service-') || name === 'content-type')) as Record<string, string>;
          const started = performance.now();
          try {
            const forwarded = await request(options.forwardTo, { method: 'POST', headers, body });
            await forwarded.body.dump();
            outgoing.writeHead(forwarded.statusCode).end();
            line(headers['x-service-event'], forwarded.statusCode, performance.now() - started, options.json);
          } catch (error) {
            outgoing.writeHead(502).end();
            line(headers['x-service-event'], null, performance.now() - started, options.json, (error as Error).message);
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as { port: number }).port;
      const endpoint = await client.post<{ id: number; signing_secret: string }>('/v1/webhooks', { url: `http://127.0.0.1:${port}/`, events });
      // A stream: one JSON object per line, this one first.
      if (options.json) process.stdout.write(JSON.stringify({ webhook_id: endpoint.id, signing_secret: endpoint.signing_secret, listening: `http://127.0.0.1:${port}/`, forward_to: options.forwardTo }) + '\n');
      else printLine(`Ready. Forwarding ${events.join(', ')} to ${options.forwardTo}. Signing secret: ${endpoint.signing_secret} (Ctrl-C to stop)`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
      await client.delete(`/v1/webhooks/${endpoint.id}`).catch(() => undefined);
      server.close();
    });
}

function print(attempt: Attempt, json?: boolean): void {
  if (json) return void process.stdout.write(JSON.stringify(attempt) + '\n');
  const c = colours();
  const ok = attempt.response_code !== null && attempt.response_code >= 200 && attempt.response_code < 300;
  const status = attempt.response_code === null ? 'ERR' : String(attempt.response_code);
  printLine(
    [attempt.attempted_at, attempt.event_type.padEnd(24), `#${attempt.webhook_id} ${attempt.url}`, `attempt ${attempt.attempt}`, ok ? c.green(status) : c.red(status), `${attempt.latency_ms.toFixed(1)} ms`, attempt.error ?? '']
      .join('  ')
      .trimEnd(),
  );
}

function line(event: string | undefined, status: number | null, latency: number, json?: boolean, error?: string): void {
  if (json) return void process.stdout.write(JSON.stringify({ event, forwarded_status: status, latency_ms: latency, error }) + '\n');
  printLine(`${new Date().toISOString()}  ${(event ?? '?').padEnd(24)}  -> ${status ?? 'ERR'}  ${latency.toFixed(1)} ms${error ? `  ${error}` : ''}`);
}
