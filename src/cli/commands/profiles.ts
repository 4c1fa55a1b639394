import type { Command } from 'commander';
import { ApiCallError, type ApiClient } from '../api-client.js';
import { clientCommand, clientFor, type ClientOptions } from '../client-command.js';
import { colours, printError, printJson, printLine } from '../output.js';
import { readPushItems, type PushItem } from '../profile-files.js';
import { eachLimited, Progress } from '../progress.js';
import { integer } from './match.js';

interface Outcome {
  source: string;
  status: 'created' | 'updated' | 'processing' | 'failed';
  id?: number;
  error?: string;
}

export function registerProfiles(program: Command): void {
  const profiles = program.command('profiles').description('Push candidates into the stored pool');
  clientCommand(
    profiles
      .command('push')
      .description('Push profiles from JSON, JSON Lines, JSON Resume or CSV files, and CVs (PDF, DOCX)')
      .argument('<file-or-dir>')
      .option('--concurrency <n>', 'requests in flight', '4')
      .option('--wait', 'wait until every CV is read (ready or failed)'),
  )
    .addHelpText('after', '\nExamples:\n  $ svc profiles push candidates.jsonl\n  $ svc profiles push ./cvs --wait\n')
    .action(async (target: string, options: ClientOptions & { concurrency: string; wait?: boolean }) => {
      const items = readPushItems(target);
      const client = clientFor(options);
      const outcomes: Outcome[] = [];
      const progress = new Progress(items.length, 'pushing');
      await eachLimited(items, Math.max(1, integer(options.concurrency, '--concurrency')), async (item) => {
        outcomes.push(await push(client, item));
        progress.update(outcomes.length, `${outcomes.filter((o) => o.status === 'failed').length} failed`);
      });
      progress.done();
      if (options.wait) await waitForCvs(client, outcomes);
      const count = (status: Outcome['status'] | 'ready') => outcomes.filter((o) => o.status === status).length;
      const failed = outcomes.filter((o) => o.status === 'failed');
      if (options.json) {
        printJson({ created: count('created'), updated: count('updated'), processing: count('processing'), failed: failed.map((o) => ({ source: o.source, error: o.error })), ids: outcomes.filter((o) => o.id).map((o) => o.id) });
      } else {
        const c = colours();
        printLine(`${c.green(`${count('created')} created`)}, ${count('updated')} updated, ${count('processing')} CV(s) processing, ${failed.length ? c.red(`${failed.length} failed`) : '0 failed'}`);
      }
      for (const failure of failed) printError(`${failure.source}: ${failure.error}`);
      if (failed.length > 0) process.exitCode = 1;
    });
}

async function push(client: ApiClient, item: PushItem): Promise<Outcome> {
  try {
    if ('cv' in item) {
      const accepted = await client.upload<{ id: number }>('/v1/profiles/cv', { external_id: item.cv.externalId }, { name: item.cv.name, bytes: item.cv.bytes });
      return { source: item.source, status: 'processing', id: accepted.id };
    }
    const before = typeof item.profile.external_id === 'string';
    const profile = await client.post<{ id: number; created_at: string; updated_at: string; processing_status: string }>('/v1/profiles', item.profile);
    const status = profile.processing_status === 'processing' ? 'processing' : before && profile.created_at !== profile.updated_at ? 'updated' : 'created';
    return { source: item.source, status, id: profile.id };
  } catch (error) {
    return { source: item.source, status: 'failed', error: error instanceof ApiCallError ? error.detail : (error as Error).message };
  }
}

/** Polls each CV's status until it is read; a failed read becomes a failure with its reason. */
async function waitForCvs(client: ApiClient, outcomes: Outcome[]): Promise<void> {
  const pending = outcomes.filter((o) => o.status === 'processing');
  const progress = new Progress(pending.length, 'reading CVs');
  const deadline = Date.now() + 10 * 60 * 1000;
  let done = 0;
  while (pending.length > 0 && Date.now() < deadline) {
    for (const outcome of [...pending]) {
      const status = await client.get<{ processing_status: string; error?: string }>(`/v1/profiles/${outcome.id}/status`);
      if (status.processing_status === 'processing') continue;
      pending.splice(pending.indexOf(outcome), 1);
      done += 1;
      if (status.processing_status === 'failed') Object.assign(outcome, { status: 'failed', error: status.error ?? 'extraction failed' });
      else outcome.status = 'created';
    }
    progress.update(done);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  progress.done();
}
