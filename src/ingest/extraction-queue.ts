import { parse } from 'csv-parse/sync';
import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import type { Places } from '../matching/places.js';
import type { Taxonomy } from '../matching/taxonomy.js';
import { fetchCapped, OutboundError, type OutboundPolicy } from '../net/outbound.js';
import type { ProfileFields } from '../profiles/profile.js';
import type { ProfilesService } from '../profiles/profiles-service.js';
import { parseCv } from './cv-parser.js';
import { type ExtractionPool, sharedPool, WorkerCrashError } from './extract-text.js';
import { detectKind, MAX_CV_BYTES } from './file-kind.js';
import { ExtractionError } from './pdf-text.js';
import { WorkLoop } from '../work/work-loop.js';

type Source = 'upload' | 'pdf_url' | 'csv_url';

interface JobRow {
  id: number;
  profile_id: number;
  client_id: string;
  source: Source;
  url: string | null;
  bytes: Buffer | null;
  attempts: number;
}

const LEASE_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 3;
const POLL_MS = 1000;
const FETCH_TIMEOUT_MS = 20_000;

export interface QueueOptions {
  concurrency: number;
  outbound: OutboundPolicy;
  /** Where files are read; the process's shared pool unless given. */
  pool?: ExtractionPool;
}

/**
 * CV extraction jobs in SQLite. A job is claimed by one UPDATE that sets a lease, so two
 * workers (or two processes) never take the same one; a job whose worker died is taken
 * again when its lease ends, so a restart resumes the queue. A file that cannot be read
 * fails alone, with its reason; a URL that fails for a passing reason is tried again.
 */
export class ExtractionQueue {
  private readonly loop: WorkLoop<JobRow>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
    private readonly taxonomy: Taxonomy,
    private readonly places: Places,
    private readonly options: QueueOptions,
  ) {
    this.loop = new WorkLoop({
      concurrency: options.concurrency,
      pollMs: POLL_MS,
      claim: () => this.claim(),
      hasDue: () => this.hasReadyJob(),
      process: (job) => this.process(job),
    });
  }

  get outbound(): OutboundPolicy {
    return this.options.outbound;
  }

  /** Call inside the transaction that creates the processing profile. */
  enqueue(clientId: string, profileId: number, job: { source: 'upload'; bytes: Buffer } | { source: 'pdf_url' | 'csv_url'; url: string }): void {
    const now = this.clock.now();
    this.db
      .prepare("INSERT INTO extraction_jobs (profile_id, client_id, source, url, bytes, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'queued', ?, ?)")
      .run(profileId, clientId, job.source, 'url' in job ? job.url : null, 'bytes' in job ? job.bytes : null, now, now);
    setImmediate(() => this.loop.kick());
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Resolves when no job is queued or running (tests, and `--wait`). */
  drained(): Promise<void> {
    return this.loop.drained();
  }

  kick(): void {
    this.loop.kick();
  }

  private hasReadyJob(): boolean {
    return !!this.db.prepare("SELECT 1 FROM extraction_jobs WHERE status = 'queued' OR (status = 'running' AND locked_until < ?) LIMIT 1").get(this.clock.now());
  }

  private claim(): JobRow | null {
    const now = this.clock.now();
    return (
      this.db
        .prepare<[number, number, number], JobRow>(
          `UPDATE extraction_jobs SET status = 'running', locked_until = ?, attempts = attempts + 1, updated_at = ?
           WHERE id = (SELECT id FROM extraction_jobs WHERE status = 'queued' OR (status = 'running' AND locked_until < ?) ORDER BY id LIMIT 1)
           RETURNING id, profile_id, client_id, source, url, bytes, attempts`,
        )
        .get(now + LEASE_MS, now, now) ?? null
    );
  }

  private async process(job: JobRow): Promise<void> {
    try {
      const fields = await this.read(job);
      await this.profiles.completeExtraction(job.client_id, job.profile_id, fields);
      this.finish(job.id, 'done', null);
    } catch (error) {
      // A worker that died under a file may have died of something else running beside it: one more try.
      const transient = (error instanceof OutboundError && error.transient) || error instanceof WorkerCrashError;
      if (transient && job.attempts < MAX_ATTEMPTS) {
        this.db.prepare("UPDATE extraction_jobs SET status = 'queued', locked_until = NULL, error = ?, updated_at = ? WHERE id = ?").run((error as Error).message, this.clock.now(), job.id);
        return;
      }
      const known = error instanceof ExtractionError || error instanceof OutboundError;
      const message = known ? (error as Error).message : 'Extraction impossible : erreur interne.';
      this.profiles.failExtraction(job.client_id, job.profile_id, message);
      this.finish(job.id, 'failed', message);
    }
  }

  private finish(id: number, status: 'done' | 'failed', error: string | null): void {
    this.db.prepare('UPDATE extraction_jobs SET status = ?, error = ?, bytes = NULL, locked_until = NULL, updated_at = ? WHERE id = ?').run(status, error, this.clock.now(), id);
  }

  private async read(job: JobRow): Promise<ProfileFields> {
    const bytes = job.source === 'upload' ? job.bytes! : await fetchCapped(job.url!, this.options.outbound, { maxBytes: MAX_CV_BYTES, timeoutMs: FETCH_TIMEOUT_MS, what: job.source === 'pdf_url' ? 'cv_pdf_url' : 'cv_csv_url' });
    if (job.source === 'csv_url') return fieldsFromCsv(bytes);
    const kind = detectKind(bytes);
    if (!kind) throw new ExtractionError('Fichier ni PDF ni DOCX.');
    const { text, layout } = await (this.options.pool ?? sharedPool()).extract(bytes, kind);
    if (text.replace(/\s/g, '').length < 20) throw new ExtractionError('Aucun texte lisible : document scanné sans couche texte ?');
    return parseCv(text, { taxonomy: this.taxonomy, places: this.places, now: new Date(this.clock.now()), layout });
  }
}

/**
 * A CSV profile: a header row of profile field names and one data row; `skills` separated
 * by `;` or `|`.
 */
export function fieldsFromCsv(bytes: Buffer): ProfileFields {
  let rows: Record<string, string>[];
  try {
    rows = parse(bytes, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new ExtractionError(`CSV illisible : ${(error as Error).message}`);
  }
  const row = rows[0];
  if (!row) throw new ExtractionError('CSV vide : une ligne d’en-tête et une ligne de profil attendues.');
  const text = (key: string) => (row[key] ? row[key] : undefined);
  const years = text('total_years_experience');
  return {
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    whatsappNumber: text('whatsapp_number'),
    location: text('location'),
    headline: text('headline'),
    totalYearsExperience: years && /^\d+$/.test(years) ? Number(years) : undefined,
    skills: text('skills')?.split(/[;|]/).map((skill) => skill.trim()).filter(Boolean),
  };
}
