import fs from 'node:fs';
import type { Command } from 'commander';
import type { MatchResultItem as MatchResult } from '../../matching/matching-service.js';
import { clientCommand, clientFor, type ClientOptions } from '../client-command.js';
import { filtersFrom, withFilterOptions, type FilterOptions } from '../filter-options.js';
import { colours, printJson, printLine, printTable, UsageError } from '../output.js';

export function registerMatch(program: Command): void {
  const match = program.command('match').description('Rank candidates for a job, or search the stored pool in plain words');

  clientCommand(
    withFilterOptions(match
      .command('run')
      .description('Rank a stored, inline or provider pool for a job')
      .requiredOption('--title <title>', 'job title')
      .requiredOption('--skills <skills>', 'required skills, comma-separated')
      .option('--location <place>', 'city or country')
      .option('--experience-min <years>', 'minimum years of experience')
      .option('--pool <type>', 'stored, inline or provider', 'stored')
      .option('--candidates <file>', 'inline pool: a JSON array of candidates')
      .option('--provider <id>', 'provider pool: the provider id')
      .option('--limit <n>', 'how many results (1-200)', '20')),
  )
    .addHelpText('after', '\nExample:\n  $ svc match run --title "React developer" --skills "react,typescript" --location Lyon --limit 5\n  $ svc match run --title "Nurse" --skills "patient care" --near Lille:40 --must-have "patient care" --min-years 3\n')
    .action(async (options: ClientOptions & FilterOptions & { title: string; skills: string; location?: string; experienceMin?: string; pool: string; candidates?: string; provider?: string; limit: string }) => {
      if (!['stored', 'inline', 'provider'].includes(options.pool)) throw new UsageError(`--pool must be stored, inline or provider, got "${options.pool}"`);
      if (options.pool === 'inline' && !options.candidates) throw new UsageError('--pool inline needs --candidates <file.json>');
      if (options.pool === 'provider' && !options.provider) throw new UsageError('--pool provider needs --provider <id>');
      const candidates = options.candidates ? (JSON.parse(fs.readFileSync(options.candidates, 'utf8')) as unknown[]) : undefined;
      const body = {
        job: {
          title: options.title,
          skills_required: options.skills.split(',').map((skill) => skill.trim()).filter(Boolean),
          ...(options.location ? { location: options.location } : {}),
          ...(options.experienceMin ? { experience_min: integer(options.experienceMin, '--experience-min') } : {}),
        },
        pool: { type: options.pool, ...(candidates ? { candidates } : {}), ...(options.provider ? { provider_id: options.provider } : {}) },
        limit: integer(options.limit, '--limit'),
        ...filtersFrom(options),
      };
      const result = await clientFor(options).post<{ match_id: string; pool_type: string; cached: boolean; results: MatchResult[] }>('/v1/match/run', body);
      if (options.json) return printJson(result);
      const c = colours();
      printLine(c.dim(`${result.match_id} · ${result.pool_type} · ${result.results.length} result(s)${result.cached ? ' · cached' : ''}`));
      printTable(
        ['#', 'SCORE', 'CANDIDATE', 'LOCATION', 'TRUST', 'MATCHED', 'MISSING'],
        result.results.map((r, i) => [String(i + 1), r.match_score.toFixed(3), r.full_name ?? r.external_id ?? String(r.candidate_id ?? ''), r.location ?? '', r.trust_score === null ? '-' : r.trust_score.toFixed(1), r.explanation.matched_skills.join(', '), r.explanation.missing_skills.join(', ')]),
      );
    });

  clientCommand(
    withFilterOptions(
      match
        .command('query')
        .description('Search the stored pool in plain words')
        .argument('<text>', 'e.g. "senior React developer in Lyon with 5 years"')
        .option('--limit <n>', 'how many results (1-200)', '20'),
    ),
  )
    .addHelpText('after', '\nExample:\n  $ svc match query "infirmière urgences Lille" --limit 10\n')
    .action(async (text: string, options: ClientOptions & FilterOptions & { limit: string }) => {
      const result = await clientFor(options).post<{ match_id: number; cached: boolean; results: { id: number; full_name: string | null; match_score: number }[] }>('/v1/match/query', {
        query: text,
        limit: integer(options.limit, '--limit'),
        ...filtersFrom(options),
      });
      if (options.json) return printJson(result);
      printLine(colours().dim(`query ${result.match_id} · ${result.results.length} result(s)${result.cached ? ' · cached' : ''}`));
      printTable(['#', 'SCORE', 'PROFILE', 'NAME'], result.results.map((r, i) => [String(i + 1), r.match_score.toFixed(1), String(r.id), r.full_name ?? '']));
    });
}

export function integer(value: string, option: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${option} must be a whole number, got "${value}"`);
  return Number(value);
}
