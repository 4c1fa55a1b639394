import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { ApiError, errors } from '../errors.js';
import { normaliseLanguages } from './languages.js';
import { erasePersonData, readPersonData, type PersonData } from './person-data.js';
import type { Outbox } from '../events/outbox.js';
import {
  normaliseExperiences,
  normalisePhone,
  normaliseSkills,
  normaliseWhatsappNumber,
  type Profile,
  type ProfileFields,
  type ProcessingStatus,
} from './profile.js';

export type BatchOutcome = { index: number; profile: Profile; created: boolean } | { index: number; error: ApiError };

export const PROFILE_NOT_FOUND = 'Profil introuvable.';

/** Told of every change to the stored pool, after it is committed (the matching index). */
export interface ProfileListener {
  profileChanged(profile: Profile): void | Promise<void>;
  /** Called inside the deletion's transaction, last: record what goes with it, synchronously. */
  profileDeleted(clientId: string, profileId: number): void;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

interface ProfileRow {
  id: number;
  client_id: string;
  external_id: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  whatsapp_number: string | null;
  location: string | null;
  headline: string | null;
  total_years_experience: number | null;
  skills: string;
  languages: string;
  experiences: string;
  references: string;
  cv_text: string | null;
  cv_pdf_url: string | null;
  cv_csv_url: string | null;
  processing_status: ProcessingStatus;
  error: string | null;
  created_at: number;
  updated_at: number;
}

const COLUMNS = [
  'external_id',
  'full_name',
  'email',
  'phone',
  'whatsapp_number',
  'location',
  'headline',
  'total_years_experience',
  'skills',
  'languages',
  'experiences',
  '"references"',
  'cv_text',
  'cv_pdf_url',
  'cv_csv_url',
] as const;

export class ProfilesService {
  private readonly listeners: ProfileListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  subscribe(listener: ProfileListener): void {
    this.listeners.push(listener);
  }

  /** Creates a ready profile, or replaces the one with the same `external_id`. */
  async push(clientId: string, fields: ProfileFields): Promise<{ profile: Profile; created: boolean }> {
    const values = toColumns(fields, true);
    const now = this.clock.now();
    const result = this.db.transaction(() => {
      const existing = fields.externalId ? this.findByExternalId(clientId, fields.externalId) : null;
      if (existing) {
        this.writeColumns(existing.id, values, 'ready', now);
        return { id: existing.id, created: false };
      }
      const info = this.db
        .prepare(`INSERT INTO profiles (client_id, ${COLUMNS.join(', ')}, processing_status, created_at, updated_at) VALUES (?, ${COLUMNS.map(() => '?').join(', ')}, 'ready', ?, ?)`)
        .run(clientId, ...COLUMNS.map((column) => values[column]), now, now);
      return { id: Number(info.lastInsertRowid), created: true };
    }).immediate();
    const profile = this.require(clientId, result.id);
    await this.notifyChanged(profile);
    return { profile, created: result.created };
  }

  /**
   * Many profiles, each on its own (POST /v1/profiles/batch): one that fails is reported
   * with the reason a single push would give, and the others are stored.
   */
  async pushMany(clientId: string, items: readonly { index: number; fields: ProfileFields }[]): Promise<BatchOutcome[]> {
    const outcomes: BatchOutcome[] = [];
    for (const { index, fields } of items) {
      try {
        const { profile, created } = await this.push(clientId, fields);
        outcomes.push({ index, profile, created });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcomes.push({ index, error });
      }
    }
    return outcomes;
  }

  /**
   * A profile waiting for its CV to be read: new, or the one with this external_id put
   * back to processing. `fields` (structured data sent with a CV URL) are kept as given.
   */
  startProcessing(clientId: string, externalId: string | null, fields: ProfileFields = {}, enqueue: (profileId: number) => void): Profile {
    const now = this.clock.now();
    const values = toColumns({ ...fields, externalId }, true);
    const id = this.db.transaction(() => {
      const existing = externalId ? this.findByExternalId(clientId, externalId) : null;
      let profileId: number;
      if (existing) {
        this.writeColumns(existing.id, values, 'processing', now);
        this.db.prepare('UPDATE profiles SET error = NULL WHERE id = ?').run(existing.id);
        profileId = existing.id;
      } else {
        const info = this.db
          .prepare(`INSERT INTO profiles (client_id, ${COLUMNS.join(', ')}, processing_status, created_at, updated_at) VALUES (?, ${COLUMNS.map(() => '?').join(', ')}, 'processing', ?, ?)`)
          .run(clientId, ...COLUMNS.map((column) => values[column]), now, now);
        profileId = Number(info.lastInsertRowid);
      }
      enqueue(profileId);
      return profileId;
    }).immediate();
    const profile = this.require(clientId, id);
    void this.notifyChanged(profile);
    return profile;
  }

  /** Extraction finished: fills the fields the caller did not give, then `ready` and profile.ready. */
  async completeExtraction(clientId: string, id: number, extracted: ProfileFields): Promise<Profile | null> {
    const current = this.get(clientId, id);
    if (!current) return null;
    const given: ProfileFields = {
      fullName: current.fullName ?? extracted.fullName,
      email: current.email ?? extracted.email,
      phone: current.phone ?? extracted.phone,
      whatsappNumber: current.whatsappNumber ?? extracted.whatsappNumber,
      location: current.location ?? extracted.location,
      headline: current.headline ?? extracted.headline,
      totalYearsExperience: current.totalYearsExperience ?? extracted.totalYearsExperience,
      skills: current.skills.length > 0 ? current.skills : extracted.skills,
      languages: current.languages.length > 0 ? current.languages : extracted.languages,
      experiences: current.experiences.length > 0 ? current.experiences : extracted.experiences,
      references: current.references.length > 0 ? current.references : extracted.references,
      cvText: extracted.cvText ?? current.cvText,
    };
    const values = toColumns(given, false);
    const profile = this.db.transaction(() => {
      this.writeColumns(id, values, 'ready', this.clock.now());
      const ready = this.require(clientId, id);
      this.outbox.emit(clientId, 'profile.ready', { profile_id: id, external_id: ready.externalId, full_name: ready.fullName, location: ready.location, processing_status: 'ready' });
      return ready;
    })();
    await this.notifyChanged(profile);
    return profile;
  }

  /** Extraction failed for good: `failed` with the reason, and profile.failed. */
  failExtraction(clientId: string, id: number, error: string): void {
    this.db.transaction(() => {
      const info = this.db.prepare("UPDATE profiles SET processing_status = 'failed', error = ?, updated_at = ? WHERE id = ? AND client_id = ?").run(error, this.clock.now(), id, clientId);
      if (info.changes > 0) this.outbox.emit(clientId, 'profile.failed', { profile_id: id, external_id: this.get(clientId, id)?.externalId ?? null, processing_status: 'failed', error });
    })();
  }

  /** Changes only the fields given. */
  async patch(clientId: string, id: number, fields: ProfileFields): Promise<Profile> {
    const current = this.require(clientId, id);
    const values = toColumns(fields, false);
    if (fields.externalId && fields.externalId !== current.externalId && this.findByExternalId(clientId, fields.externalId)) {
      throw errors.conflict(`Un autre profil porte déjà external_id ${fields.externalId}.`);
    }
    this.writeColumns(id, values, current.processingStatus, this.clock.now());
    const profile = this.require(clientId, id);
    await this.notifyChanged(profile);
    return profile;
  }

  /** The profile and every copy of the person's data: job matches, stored answers, events (docs/privacy.md). */
  async delete(clientId: string, id: number): Promise<void> {
    this.db.transaction(() => {
      const profile = this.require(clientId, id);
      erasePersonData(this.db, clientId, id, profile.whatsappNumber);
      this.db.prepare('DELETE FROM profiles WHERE id = ? AND client_id = ?').run(id, clientId);
      // In the same transaction: the pool's change feed may never miss a deletion.
      for (const listener of this.listeners) listener.profileDeleted(clientId, id);
    }).immediate();
  }

  /** What is held about the person besides the profile itself (GET /v1/profiles/{id}/export). */
  personData(clientId: string, id: number): PersonData {
    this.require(clientId, id);
    return readPersonData(this.db, clientId, id);
  }

  get(clientId: string, id: number): Profile | null {
    const row = this.db.prepare<[number, string], ProfileRow>('SELECT * FROM profiles WHERE id = ? AND client_id = ?').get(id, clientId);
    return row ? toProfile(row) : null;
  }

  require(clientId: string, id: number): Profile {
    const profile = this.get(clientId, id);
    if (!profile) throw errors.notFound(PROFILE_NOT_FOUND);
    return profile;
  }

  findByExternalId(clientId: string, externalId: string): Profile | null {
    const row = this.db.prepare<[string, string], ProfileRow>('SELECT * FROM profiles WHERE client_id = ? AND external_id = ?').get(clientId, externalId);
    return row ? toProfile(row) : null;
  }

  /** Oldest first; the cursor is opaque to callers. */
  list(clientId: string, options: { limit: number; cursor?: string; externalId?: string }): Page<Profile> {
    const after = options.cursor ? decodeCursor(options.cursor) : 0;
    const rows = this.db
      .prepare<[string, number, string | null, string | null, number], ProfileRow>(
        'SELECT * FROM profiles WHERE client_id = ? AND id > ? AND (? IS NULL OR external_id = ?) ORDER BY id LIMIT ?',
      )
      .all(clientId, after, options.externalId ?? null, options.externalId ?? null, options.limit + 1);
    const page = pageOf(rows, options.limit, (row) => row.id);
    return { items: page.items.map(toProfile), nextCursor: page.nextCursor };
  }

  /** Every ready profile of a client, for (re)building its matching index. */
  *readyProfiles(clientId: string): Generator<Profile> {
    const rows = this.db.prepare<[string], ProfileRow>("SELECT * FROM profiles WHERE client_id = ? AND processing_status = 'ready' ORDER BY id").iterate(clientId);
    for (const row of rows) yield toProfile(row);
  }

  protected async notifyChanged(profile: Profile): Promise<void> {
    for (const listener of this.listeners) await listener.profileChanged(profile);
  }

  private writeColumns(id: number, values: Partial<Record<(typeof COLUMNS)[number], unknown>>, status: ProcessingStatus, now: number): void {
    const columns = COLUMNS.filter((column) => column in values);
    this.db
      .prepare(`UPDATE profiles SET ${[...columns.map((column) => `${column} = ?`), 'processing_status = ?', 'updated_at = ?'].join(', ')} WHERE id = ?`)
      .run(...columns.map((column) => values[column]), status, now, id);
  }
}

/** Field values as stored; with `complete`, absent fields are cleared (a push replaces). */
function toColumns(fields: ProfileFields, complete: boolean): Partial<Record<(typeof COLUMNS)[number], unknown>> {
  const values: Partial<Record<(typeof COLUMNS)[number], unknown>> = {};
  const set = <K extends keyof ProfileFields>(key: K, column: (typeof COLUMNS)[number], convert: (value: ProfileFields[K]) => unknown) => {
    if (key in fields && fields[key] !== undefined) values[column] = convert(fields[key]);
    else if (complete) values[column] = convert(undefined as ProfileFields[K]);
  };
  set('externalId', 'external_id', (v) => v ?? null);
  set('fullName', 'full_name', (v) => v ?? null);
  set('email', 'email', (v) => v?.trim() || null);
  set('phone', 'phone', (v) => normalisePhone(v));
  set('whatsappNumber', 'whatsapp_number', (v) => normaliseWhatsappNumber(v));
  set('location', 'location', (v) => v ?? null);
  set('headline', 'headline', (v) => v ?? null);
  set('totalYearsExperience', 'total_years_experience', (v) => v ?? null);
  set('skills', 'skills', (v) => JSON.stringify(normaliseSkills(v)));
  set('languages', 'languages', (v) => JSON.stringify(normaliseLanguages(v)));
  set('experiences', 'experiences', (v) => JSON.stringify(normaliseExperiences(v)));
  set('references', '"references"', (v) => JSON.stringify(v ?? []));
  set('cvText', 'cv_text', (v) => v ?? null);
  set('cvPdfUrl', 'cv_pdf_url', (v) => v ?? null);
  set('cvCsvUrl', 'cv_csv_url', (v) => v ?? null);
  return values;
}

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    clientId: row.client_id,
    externalId: row.external_id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    whatsappNumber: row.whatsapp_number,
    location: row.location,
    headline: row.headline,
    totalYearsExperience: row.total_years_experience,
    skills: JSON.parse(row.skills),
    languages: JSON.parse(row.languages),
    experiences: JSON.parse(row.experiences),
    references: JSON.parse(row.references),
    cvText: row.cv_text,
    cvPdfUrl: row.cv_pdf_url,
    cvCsvUrl: row.cv_csv_url,
    processingStatus: row.processing_status,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One page of rows fetched `limit + 1` at a time: the extra row says there is more; the cursor is the last row shown. */
export function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(idOf(items[items.length - 1]!)) : null };
}

export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^id:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw errors.invalidField('cursor', 'curseur inconnu');
  return Number(match[1]);
}
