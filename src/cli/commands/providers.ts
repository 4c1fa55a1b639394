import type { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import type { ApiClient } from '../api-client.js';
import { ApiError } from '../../errors.js';
import { checkProviderCandidate } from '../../matching/provider-candidates.js';
import type { RejectedItem } from '../../schemas/check.js';
import { clientCommand, clientFor, type ClientOptions } from '../client-command.js';
import { colours, printJson, printLine } from '../output.js';
import { eachLimited, Progress } from '../progress.js';
import { readUtf8 } from '../text-file.js';
import { integer } from './match.js';

const REQUIRED = ['external_id', 'skills', 'seniority', 'country'] as const;

interface Row {
  line: number;
  candidate: { external_id: string; skills: string[]; seniority: string; country: string; whatsapp_number?: string };
}

/** A mistake in the file, at a line and column a person can find. */
export class CsvError extends Error {}

export function registerProviders(program: Command): void {
  const providers = program.command('providers').description('Register provider indexes and keep them in sync from CSV');

  clientCommand(providers.command('create').description('Register a provider index, once').argument('<provider_id>').requiredOption('--name <name>', 'a readable name'))
    .addHelpText('after', '\nExample:\n  $ svc providers create jobboard-fr --name "Job board France"\n')
    .action(async (providerId: string, options: ClientOptions & { name: string }) => {
      const created = await clientFor(options).post<{ provider_id: string; message: string }>('/v1/providers', { provider_id: providerId, name: options.name });
      if (options.json) return printJson(created);
      printLine(`${colours().green('Registered')} provider ${created.provider_id}. ${created.message}`);
    });

  clientCommand(
    providers
      .command('sync')
      .description('Upsert the candidates of a CSV (external_id, skills, seniority, country, whatsapp_number), in batches')
      .argument('<file.csv>')
      .requiredOption('--provider <id>', 'the provider id')
      .option('--batch-size <n>', 'candidates per request (at most 10000)', '1000')
      .option('--delete-missing', 'delete from the index the candidates that are not in the file'),
  )
    .addHelpText('after', '\nExample:\n  $ svc providers sync candidates.csv --provider jobboard-fr --delete-missing\n\nSkills are separated by ";" or "|".\n')
    .action(async (file: string, options: ClientOptions & { provider: string; batchSize: string; deleteMissing?: boolean }) => {
      const rows = readProviderCsv(file);
      const batchSize = Math.min(10_000, Math.max(1, integer(options.batchSize, '--batch-size')));
      const client = clientFor(options);
      const path = `/v1/providers/${encodeURIComponent(options.provider)}`;
      const progress = new Progress(rows.length, 'syncing');
      let upserted = 0;
      let indexCount = 0;
      const refused: string[] = [];
      for (let start = 0; start < rows.length; start += batchSize) {
        const batch = rows.slice(start, start + batchSize);
        const result = await client.post<{ upserted: number; index_count: number; rejected: RejectedItem[] }>(`${path}/sync`, { candidates: batch.map((row) => row.candidate) });
        upserted += result.upserted;
        indexCount = result.index_count;
        refused.push(...locateRejected(result.rejected ?? [], batch, file));
        progress.update(Math.min(rows.length, start + batchSize));
      }
      progress.done();
      // Checked before sending, so only a server with other rules gets here; the rest is stored.
      if (refused.length > 0) throw new CsvError(`${refused.join('\n')}\n${upserted} row(s) stored, ${refused.length} refused by the server.`);
      const deleted = options.deleteMissing ? await deleteMissing(client, path, new Set(rows.map((row) => row.candidate.external_id))) : 0;
      if (deleted > 0) indexCount = (await client.get<{ index_count: number }>(path)).index_count;
      if (options.json) return printJson({ provider_id: options.provider, rows: rows.length, upserted, deleted, index_count: indexCount });
      printLine(`${colours().green(`${upserted} upserted`)}${options.deleteMissing ? `, ${deleted} deleted` : ''}; the index of ${options.provider} holds ${indexCount} candidate(s).`);
    });
}

/** Reads and checks the whole file before anything is sent. */
export function readProviderCsv(file: string): Row[] {
  const text = readUtf8(file);
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, trim: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new CsvError(`${file}${line ? `, line ${line}` : ''}: ${(error as Error).message.replace(/^Invalid Record Length: /, 'wrong number of fields: ')}`);
  }
  const header = (records[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new CsvError(`${file}, line 1: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (the header has: ${header.join(', ') || 'nothing'})`);
  const at = (column: string) => header.indexOf(column);
  const seen = new Map<string, number>();
  return records.slice(1).map((record, i) => {
    const line = i + 2;
    const value = (column: string) => (at(column) >= 0 ? (record[at(column)] ?? '').trim() : '');
    const fail = (column: string, problem: string) => new CsvError(`${file}, line ${line}${column ? `, column ${column}` : ''}: ${problem}`);
    const externalId = value('external_id');
    if (!externalId) throw fail('external_id', 'empty');
    if (seen.has(externalId)) throw fail('external_id', `"${externalId}" already on line ${seen.get(externalId)}`);
    seen.set(externalId, line);
    const skills = value('skills').split(/[;|]/).map((skill) => skill.trim()).filter(Boolean);
    if (skills.length === 0) throw fail('skills', 'no skill (separate them with ; or |)');
    const whatsapp = value('whatsapp_number');
    const row = { external_id: externalId, skills, seniority: value('seniority').toLowerCase(), country: value('country'), ...(whatsapp ? { whatsapp_number: whatsapp } : {}) };
    // The server's own check, so a file that passes here is stored whole.
    const checked = checkProviderCandidate(row, 'candidate');
    if (checked instanceof ApiError) {
      const { column, item, problem } = fieldOf(checked.detail);
      const given = column === 'skills' && item !== null ? skills[item] : (row as Record<string, unknown>)[column];
      throw fail(column, given === undefined || given === '' ? problem : `${problem}, got "${shorten(String(given))}"`);
    }
    return { line, candidate: row };
  });
}

/** "Champ invalide : candidates[163].skills[0] (au plus 255 caractères)" -> column skills, item 0, and the problem. */
function fieldOf(detail: string): { column: string; item: number | null; problem: string } {
  const match = /: candidates?(?:\[\d+\])?\.(\w+)(?:\[(\d+)\])?[\w.[\]]* \((.*)\)$/.exec(detail);
  if (!match) return { column: '', item: null, problem: detail };
  return { column: match[1]!, item: match[2] === undefined ? null : Number(match[2]), problem: match[3]! };
}

function shorten(value: string): string {
  return value.length > 43 ? `${value.slice(0, 40)}…` : value;
}

/** What the server refused in a batch, at the line and column of the file. */
function locateRejected(rejected: RejectedItem[], batch: Row[], file: string): string[] {
  return rejected.map(({ index, detail }) => {
    const { column, problem } = fieldOf(detail);
    const row = batch[index];
    return row ? `${file}, line ${row.line}${column ? `, column ${column}` : ''}: ${problem}` : `${file}: ${detail}`;
  });
}

async function deleteMissing(client: ApiClient, path: string, keep: Set<string>): Promise<number> {
  const missing: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { external_id: string }[]; next_cursor: string | null } = await client.get(`${path}/candidates?limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
    for (const candidate of page.data) if (!keep.has(candidate.external_id)) missing.push(candidate.external_id);
    cursor = page.next_cursor;
  } while (cursor);
  const progress = new Progress(missing.length, 'deleting');
  let done = 0;
  await eachLimited(missing, 8, async (externalId) => {
    await client.post(`${path}/webhook`, { event: 'candidate.deleted', external_id: externalId });
    progress.update(++done);
  });
  progress.done();
  return missing.length;
}
