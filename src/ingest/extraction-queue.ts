import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { ExtractionJobsRepository, type ExtractionJob } from '../db/repositories/extraction-jobs.js';
import type { Places } from '../matching/places.js';
import type { Taxonomy } from '../matching/taxonomy.js';
import { fetchCapped, OutboundError, type OutboundPolicy } from '../net/outbound.js';
import type { ProfileFields } from '../profiles/profile.js';
import type { ProfilesService } from '../profiles/profiles-service.js';
import { parseCv } from './cv-parser.js';
import { type ExtractionPool, sharedPool, WorkerCrashError } from './extract-text.js';
import { type CvKind, detectKind, MAX_CV_BYTES } from './file-kind.js';
import { ExtractionError } from './pdf-text.js';
import { collectDeadBuffersAbove } from '../work/collect-garbage.js';
import { WorkLoop } from '../work/work-loop.js';

type JobRow = ExtractionJob;

/** Renewed every third of itself while a file is read: a reader that died lets its file go within half a minute. */
const LEASE_MS = 30_000;
const MAX_ATTEMPTS = 3;
const POLL_MS = 1000;
const FETCH_TIMEOUT_MS = 20_000;
/** The uploads' buffers a process lets pile up before it frees the dead ones (collectDeadBuffersAbove). */
const UPLOAD_BUFFERS_MB = 24;
/** Example CVs from resume builders of each kind (Typst, LaTeX, Chromium, wkhtmltopdf, Word), read at start: data/warm-up/README.md. */
const WARM_UP_DIR = new URL('../../data/warm-up/', import.meta.url);
/** How long a start waits for them (~0.8 s on 2 cores): on a machine too busy to finish, the server listens anyway. */
const WARM_UP_WAIT_MS = 5000;
/** Some people send their CV as pictures: a scan, or a Word document holding only images of its pages. */
const NO_TEXT = {
  pdf: 'Aucun texte lisible : document scanné sans couche texte ?',
  docx: 'Aucun texte lisible : le DOCX ne contient que des images ?',
} as const;

export interface QueueOptions {
  concurrency: number;
  outbound: OutboundPolicy;
  /** Where files are read; the process's shared pool unless given. */
  pool?: ExtractionPool;
  /** Where the operator learns what went wrong inside: a CV failed on our error, a field not read. */
  log?: (error: unknown, what: string) => void;
}

/**
 * CV extraction jobs in the store. A job is claimed by one UPDATE that sets a lease, so two
 * workers (or two processes) never take the same one; a job whose worker died is taken
 * again when its lease ends, so a restart resumes the queue. A file that cannot be read
 * fails alone, with its reason; a URL that fails for a passing reason is tried again.
 */
export class ExtractionQueue {
  private readonly loop: WorkLoop<JobRow>;
  private readonly jobs: ExtractionJobsRepository;

  constructor(
    db: Store,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
    private readonly taxonomy: Taxonomy,
    private readonly places: Places,
    private readonly options: QueueOptions,
  ) {
    this.jobs = new ExtractionJobsRepository(db, LEASE_MS);
    this.loop = new WorkLoop({
      concurrency: options.concurrency,
      pollMs: POLL_MS,
      // A client that uploads a thousand CVs leaves the others' to be read beside its own.
      claim: (crowding) => this.jobs.claim(this.clock.now(), crowding),
      ownerOf: (job) => job.client_id,
      hasDue: () => this.jobs.hasDue(this.clock.now()),
      process: (job) => this.process(job),
      renew: { everyMs: LEASE_MS / 3, lease: (job) => this.jobs.renew(job.id, this.clock.now()) },
    });
  }

  get outbound(): OutboundPolicy {
    return this.options.outbound;
  }

  /** Call inside the transaction that creates the processing profile. */
  async enqueue(clientId: string, profileId: number, job: { source: 'upload'; bytes: Buffer } | { source: 'pdf_url' | 'csv_url'; url: string }): Promise<void> {
    await this.jobs.enqueue(clientId, profileId, job.source, job, this.clock.now());
    setImmediate(() => {
      // After the transaction, in whichever process took the upload: the files before this one are stored, their buffers dead.
      collectDeadBuffersAbove(UPLOAD_BUFFERS_MB);
      this.loop.kick();
    });
  }

  start(): void {
    this.loop.start();
  }

  /**
   * Loads pdf.js in the readers and reads the example CVs of data/warm-up the way an upload is
   * read, so that the first real ones are read by compiled code. Never rejects: a reader
   * that does not load fails the first file instead, with its reason.
   */
  async warm(): Promise<void> {
    const pool = this.options.pool ?? sharedPool();
    await pool.warm();
    const reads = (async () => {
      for (const { bytes, kind } of warmUpFiles()) {
        const { text, layout } = await pool.extract(bytes, kind);
        parseCv(text, { taxonomy: this.taxonomy, places: this.places, now: new Date(this.clock.now()), layout });
      }
    })().catch((error: unknown) => this.options.log?.(error, 'the CV readers did not warm up'));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_UP_WAIT_MS)));
    await Promise.race([reads, waited]);
    clearTimeout(timer);
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

  private async process(job: JobRow): Promise<void> {
    try {
      const fields = await this.read(job);
      await this.profiles.completeExtraction(job.client_id, job.profile_id, fields, () => this.jobs.finish(job, 'done', null, this.clock.now()));
    } catch (error) {
      // A worker that died under a file may have died of something else running beside it: one more try.
      const transient = (error instanceof OutboundError && error.transient) || error instanceof WorkerCrashError;
      if (transient && job.attempts < MAX_ATTEMPTS) {
        await this.jobs.requeue(job.id, (error as Error).message, this.clock.now());
        return;
      }
      const known = error instanceof ExtractionError || error instanceof OutboundError;
      if (!known) this.options.log?.(error, `CV of profile ${job.profile_id} failed on an internal error`);
      const message = known ? (error as Error).message : 'Extraction impossible : erreur interne.';
      await this.profiles.failExtraction(job.client_id, job.profile_id, message, () => this.jobs.finish(job, 'failed', message, this.clock.now()));
    }
  }

  private async read(job: JobRow): Promise<ProfileFields> {
    const bytes = job.source === 'upload' ? job.bytes! : await fetchCapped(job.url!, this.options.outbound, { maxBytes: MAX_CV_BYTES, timeoutMs: FETCH_TIMEOUT_MS, what: job.source === 'pdf_url' ? 'cv_pdf_url' : 'cv_csv_url' });
    if (job.source === 'csv_url') return fieldsFromCsv(bytes);
    const kind = detectKind(bytes);
    if (!kind) throw new ExtractionError('Fichier ni PDF ni DOCX.');
    const { text, layout } = await (this.options.pool ?? sharedPool()).extract(bytes, kind);
    if (text.replace(/\s/g, '').length < 20) throw new ExtractionError(NO_TEXT[kind]);
    return parseCv(text, {
      taxonomy: this.taxonomy,
      places: this.places,
      now: new Date(this.clock.now()),
      layout,
      onFieldError: (field, error) => this.options.log?.(error, `CV of profile ${job.profile_id}: ${field} not read`),
    });
  }
}

function warmUpFiles(): { bytes: Buffer; kind: CvKind }[] {
  const names = fs.readdirSync(WARM_UP_DIR).filter((name) => /\.(?:pdf|docx)$/.test(name)).sort();
  return names.map((name) => ({ bytes: fs.readFileSync(new URL(name, WARM_UP_DIR)), kind: name.endsWith('.pdf') ? 'pdf' : 'docx' }));
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
    full_name: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    whatsapp_number: text('whatsapp_number'),
    location: text('location'),
    headline: text('headline'),
    total_years_experience: years && /^\d+$/.test(years) ? Number(years) : undefined,
    skills: text('skills')?.split(/[;|]/).map((skill) => skill.trim()).filter(Boolean),
  };
}
