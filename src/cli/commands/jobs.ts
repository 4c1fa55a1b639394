import fs from 'node:fs';
import type { Command } from 'commander';
import { clientCommand, clientFor, type ClientOptions } from '../client-command.js';
import { FEEDBACKS } from '../../jobs/job.js';
import { filtersFrom, withFilterOptions, type FilterOptions } from '../filter-options.js';
import { colours, printJson, printLine, printTable, UsageError } from '../output.js';
import { integer } from './match.js';

interface MatchSummary {
  candidate_id: number;
  full_name: string | null;
  match_score: number;
  trust_score: number | null;
  whatsapp_status: string;
}

export function registerJobs(program: Command): void {
  const jobs = program.command('jobs').description('Publish job offers, read their matches, broadcast them, read their analytics');

  clientCommand(withFilterOptions(jobs.command('create').description('Publish a job from a JSON file; matching and Trust Scores run at once').argument('<job.json>')))
    .addHelpText('after', '\nExample:\n  $ svc jobs create job.json        # {"title": "Infirmier", "location": "Lille", "contract_type": "CDI"}\n  $ svc jobs create job.json --near Lille:40 --min-score 50\n')
    .action(async (file: string, options: ClientOptions & FilterOptions) => {
      let job: unknown;
      try {
        job = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        throw new UsageError(`${file}: ${(error as Error).message}`);
      }
      const flags = filtersFrom(options);
      const body = Object.keys(flags).length > 0 ? { ...(job as object), ...flags } : job;
      const created = await clientFor(options).post<{ job_id: number; title: string; status: string; total_matched: number; matches: MatchSummary[] }>('/v1/jobs', body);
      if (options.json) return printJson(created);
      printLine(`${colours().green('Created')} job ${created.job_id} "${created.title}": ${created.total_matched} match(es).`);
      printMatches(created.matches);
    });

  clientCommand(jobs.command('show').description('A job and its matches, best first').argument('<job_id>'))
    .addHelpText('after', '\nExample:\n  $ svc jobs show 12\n')
    .action(async (id: string, options: ClientOptions) => {
      const job = await clientFor(options).get<{ job_id: number; status: string; total_matched: number; matches: MatchSummary[] }>(`/v1/jobs/${integer(id, 'job_id')}`);
      if (options.json) return printJson(job);
      printLine(`job ${job.job_id} · ${job.status} · ${job.total_matched} match(es)`);
      printMatches(job.matches);
    });

  clientCommand(
    jobs
      .command('feedback')
      .description("Record a verdict on a job's match: shortlisted, rejected or hired")
      .argument('<job_id>')
      .argument('<candidate_id>')
      .argument('<verdict>', 'shortlisted, rejected or hired')
      .option('--reason <text>', 'why, 500 characters at most'),
  )
    .addHelpText('after', '\nExample:\n  $ svc jobs feedback 12 34 rejected --reason "salary expectations"\n')
    .action(async (jobId: string, candidateId: string, verdict: string, options: ClientOptions & { reason?: string }) => {
      if (!(FEEDBACKS as readonly string[]).includes(verdict)) throw new UsageError(`verdict must be ${FEEDBACKS.join(', ').replace(/, (\w+)$/, ' or $1')}, got "${verdict}"`);
      const path = `/v1/jobs/${integer(jobId, 'job_id')}/matches/${integer(candidateId, 'candidate_id')}/feedback`;
      const match = await clientFor(options).post<{ candidate_id: number; full_name: string | null; feedback: { status: string } }>(path, { feedback: verdict, ...(options.reason ? { reason: options.reason } : {}) });
      if (options.json) return printJson(match);
      printLine(`${match.full_name ?? `candidate ${match.candidate_id}`}: ${match.feedback.status}.`);
    });

  clientCommand(jobs.command('broadcast').description('Send the offer over WhatsApp to every match with a number').argument('<job_id>'))
    .addHelpText('after', '\nExample:\n  $ svc jobs broadcast 12\n')
    .action(async (id: string, options: ClientOptions) => {
      const result = await clientFor(options).post<{ broadcast_id: string; transport: string; queued: number; skipped_without_number: number }>(`/v1/jobs/${integer(id, 'job_id')}/broadcast`);
      if (options.json) return printJson(result);
      printLine(`${result.broadcast_id} (${result.transport}): ${result.queued} message(s) queued, ${result.skipped_without_number} match(es) without a WhatsApp number.`);
    });

  clientCommand(jobs.command('analytics').description('Trust classes, WhatsApp outcomes and response rate of a job').argument('<job_id>'))
    .addHelpText('after', '\nExample:\n  $ svc jobs analytics 12 --json\n')
    .action(async (id: string, options: ClientOptions) => {
      const a = await clientFor(options).get<{ job_id: number; total_matched: number; trust_score_breakdown: Record<string, number>; whatsapp: Record<string, number>; response_rate: number }>(`/v1/jobs/${integer(id, 'job_id')}/analytics`);
      if (options.json) return printJson(a);
      const t = a.trust_score_breakdown;
      printLine(`job ${a.job_id} · ${a.total_matched} match(es) · response rate ${(a.response_rate * 100).toFixed(1)}%`);
      printTable(['TRUST', 'LOW', 'MEDIUM', 'HIGH', 'VERIFIED', 'AVERAGE'], [['', String(t.low), String(t.medium), String(t.high), String(t.verified), String(t.average)]]);
      printTable(['WHATSAPP', ...Object.keys(a.whatsapp).map((k) => k.toUpperCase())], [['', ...Object.values(a.whatsapp).map(String)]]);
    });
}

function printMatches(matches: MatchSummary[]): void {
  printTable(
    ['CANDIDATE', 'NAME', 'SCORE', 'TRUST', 'WHATSAPP'],
    matches.map((m) => [String(m.candidate_id), m.full_name ?? '-', m.match_score.toFixed(1), m.trust_score === null ? '-' : m.trust_score.toFixed(1), m.whatsapp_status]),
  );
}
