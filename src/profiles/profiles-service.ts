import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { decodeCursor, type Page } from '../db/paging.js';
import { ProfilesRepository, type ProfileValues } from '../db/repositories/profiles.js';
import { ApiError, errors } from '../errors.js';
import { normaliseLanguages } from './languages.js';
import { erasePersonData, readPersonData, type PersonData } from '../db/repositories/person-data.js';
import type { Outbox } from '../events/outbox.js';
import {
  normaliseExperiences,
  normalisePhone,
  normaliseSkills,
  normaliseWhatsappNumber,
  type Profile,
  type ProcessingStatus,
  type ProfileFields,
} from './profile.js';

export type BatchOutcome = { index: number; profile: Profile; created: boolean } | { index: number; error: ApiError };

export const PROFILE_NOT_FOUND = 'Profil introuvable.';

/** `read`: a CV was just read into the profile, and its reader should not wait for what can follow. */
export interface ProfileChange {
  read: boolean;
}

/** Told of every change to the stored pool (the matching index, open jobs, Trust Scores). */
export interface ProfileListener {
  /**
   * Called inside the transaction that writes the profile, last: record what must change
   * with it, so that a process that dies before `profileChanged` loses none of it.
   */
  profileWritten(profile: Profile): Promise<void>;
  /** After the write is committed: what can follow it. */
  profileChanged(profile: Profile, change: ProfileChange): void | Promise<void>;
  /** Called inside the deletion's transaction, last: record what goes with it. */
  profileDeleted(clientId: string, profileId: number): Promise<void>;
}

export class ProfilesService {
  private readonly listeners: ProfileListener[] = [];
  private readonly profiles: ProfilesRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {
    this.profiles = new ProfilesRepository(db);
  }

  subscribe(listener: ProfileListener): void {
    this.listeners.push(listener);
  }

  /** Creates a ready profile, or replaces the one with the same `external_id`. */
  async push(clientId: string, fields: ProfileFields): Promise<{ profile: Profile; created: boolean }> {
    const values = toColumns(fields, true);
    const now = this.clock.now();
    const { profile, created } = await this.db.transaction(async () => {
      const stored = await this.store(clientId, values, 'ready', now);
      return { profile: await this.written(clientId, stored.id), created: stored.created };
    });
    await this.notifyChanged(profile);
    return { profile, created };
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
  async startProcessing(clientId: string, externalId: string | null, fields: ProfileFields = {}, enqueue: (profileId: number) => Promise<void>): Promise<Profile> {
    const now = this.clock.now();
    const values = toColumns({ ...fields, external_id: externalId ?? undefined }, true);
    const profile = await this.db.transaction(async () => {
      const stored = await this.store(clientId, values, 'processing', now);
      await enqueue(stored.id);
      return this.written(clientId, stored.id);
    });
    void this.notifyChanged(profile);
    return profile;
  }

  /**
   * Extraction finished: fills the fields the caller did not give, then `ready` and
   * profile.ready, in one transaction with `finishJob` (the queue ending the job), so that a
   * process dying in between cannot make the profile ready twice. The CV fills nothing when
   * the profile no longer waits for it: deleted, pushed again as data (which replaces it), or
   * sent a newer CV (`finishJob` answers false).
   */
  async completeExtraction(clientId: string, id: number, extracted: ProfileFields, finishJob: () => Promise<boolean>): Promise<Profile | null> {
    const current = await this.get(clientId, id);
    const values = current && toColumns(filledIn(current, extracted), false);
    const profile = await this.db.transaction(async () => {
      const latest = await finishJob();
      if (!latest || !values || !(await this.profiles.markRead(id, values, this.clock.now()))) return null;
      const ready = await this.written(clientId, id);
      await this.outbox.emit(clientId, 'profile.ready', { profile_id: id, external_id: ready.external_id, full_name: ready.full_name, location: ready.location, processing_status: 'ready' });
      return ready;
    });
    if (profile) await this.notifyChanged(profile, { read: true });
    return profile;
  }

  /** Extraction failed for good: `failed` with the reason, and profile.failed, with `finishJob`; a profile that no longer waits for this CV stays as it is. */
  async failExtraction(clientId: string, id: number, error: string, finishJob: () => Promise<boolean>): Promise<void> {
    await this.db.transaction(async () => {
      const latest = await finishJob();
      if (!latest || !(await this.profiles.markFailed(clientId, id, error, this.clock.now()))) return;
      const externalId = (await this.get(clientId, id))?.external_id ?? null;
      await this.outbox.emit(clientId, 'profile.failed', { profile_id: id, external_id: externalId, processing_status: 'failed', error });
    });
  }

  /** Changes only the fields given. */
  async patch(clientId: string, id: number, fields: ProfileFields): Promise<Profile> {
    const current = await this.require(clientId, id);
    const values = toColumns(fields, false);
    if (fields.external_id && fields.external_id !== current.external_id && (await this.findByExternalId(clientId, fields.external_id))) {
      throw errors.conflict(`Un autre profil porte déjà external_id ${fields.external_id}.`);
    }
    const profile = await this.db.transaction(async () => {
      await this.profiles.update(id, values, current.processing_status, this.clock.now());
      return this.written(clientId, id);
    });
    await this.notifyChanged(profile);
    return profile;
  }

  /** The profile and every copy of the person's data: job matches, stored answers, events (docs/privacy.md). */
  async delete(clientId: string, id: number): Promise<void> {
    await this.db.transaction(async () => {
      const profile = await this.require(clientId, id);
      await erasePersonData(this.db, clientId, id, profile.whatsapp_number);
      await this.profiles.delete(clientId, id);
      // In the same transaction: the pool's change feed may never miss a deletion.
      for (const listener of this.listeners) await listener.profileDeleted(clientId, id);
    });
  }

  /** What is held about the person besides the profile itself (GET /v1/profiles/{id}/export). */
  async personData(clientId: string, id: number): Promise<PersonData> {
    await this.require(clientId, id);
    return readPersonData(this.db, clientId, id);
  }

  get(clientId: string, id: number): Promise<Profile | null> {
    return this.profiles.get(clientId, id);
  }

  /** Those of these profiles that exist. */
  getMany(clientId: string, ids: readonly number[]): Promise<Profile[]> {
    return this.profiles.getMany(clientId, ids);
  }

  async require(clientId: string, id: number): Promise<Profile> {
    const profile = await this.get(clientId, id);
    if (!profile) throw errors.notFound(PROFILE_NOT_FOUND);
    return profile;
  }

  findByExternalId(clientId: string, externalId: string): Promise<Profile | null> {
    return this.profiles.findByExternalId(clientId, externalId);
  }

  /** Oldest first; the cursor is opaque to callers. */
  list(clientId: string, options: { limit: number; cursor?: string; externalId?: string }): Promise<Page<Profile>> {
    return this.profiles.page(clientId, options.cursor ? decodeCursor(options.cursor) : 0, options.limit, options.externalId);
  }

  /** Every ready profile of a client, for (re)building its matching index. */
  readyProfiles(clientId: string): Promise<Profile[]> {
    return this.profiles.ready(clientId);
  }

  /** In the caller's transaction: a new profile, or the one with the same `external_id` rewritten. */
  private async store(clientId: string, values: ProfileValues, status: ProcessingStatus, now: number): Promise<{ id: number; created: boolean }> {
    const existing = values.external_id ? await this.findByExternalId(clientId, values.external_id) : null;
    if (!existing) return { id: await this.profiles.insert(clientId, values, status, now), created: true };
    await this.profiles.update(existing.id, values, status, now);
    return { id: existing.id, created: false };
  }

  /** In the caller's transaction: the profile as written, with what changes with it recorded. */
  private async written(clientId: string, id: number): Promise<Profile> {
    const profile = await this.require(clientId, id);
    for (const listener of this.listeners) await listener.profileWritten(profile);
    return profile;
  }

  private async notifyChanged(profile: Profile, change: ProfileChange = { read: false }): Promise<void> {
    for (const listener of this.listeners) await listener.profileChanged(profile, change);
  }

}

/** Field values normalised; with `complete`, absent fields are cleared (a push replaces). */
function toColumns(fields: ProfileFields, complete: boolean): ProfileValues {
  const values: ProfileValues = {};
  const set = <K extends keyof ProfileFields & keyof ProfileValues>(key: K, convert: (value: ProfileFields[K]) => ProfileValues[K]) => {
    if (key in fields && fields[key] !== undefined) values[key] = convert(fields[key]);
    else if (complete) values[key] = convert(undefined as ProfileFields[K]);
  };
  set('external_id', (v) => v ?? null);
  set('full_name', (v) => v ?? null);
  set('email', (v) => v?.trim() || null);
  set('phone', (v) => normalisePhone(v));
  set('whatsapp_number', (v) => normaliseWhatsappNumber(v));
  set('location', (v) => v ?? null);
  set('headline', (v) => v ?? null);
  set('total_years_experience', (v) => v ?? null);
  set('skills', (v) => normaliseSkills(v));
  set('languages', (v) => normaliseLanguages(v));
  set('experiences', (v) => normaliseExperiences(v));
  set('references', (v) => v ?? []);
  set('cv_text', (v) => v ?? null);
  set('cv_pdf_url', (v) => v ?? null);
  set('cv_csv_url', (v) => v ?? null);
  return values;
}

/** A profile's fields, each given one kept, the others as its CV reads them. */
function filledIn(current: Profile, extracted: ProfileFields): ProfileFields {
  return {
    full_name: current.full_name ?? extracted.full_name,
    email: current.email ?? extracted.email,
    phone: current.phone ?? extracted.phone,
    whatsapp_number: current.whatsapp_number ?? extracted.whatsapp_number,
    location: current.location ?? extracted.location,
    headline: current.headline ?? extracted.headline,
    total_years_experience: current.total_years_experience ?? extracted.total_years_experience,
    skills: current.skills.length > 0 ? current.skills : extracted.skills,
    languages: current.languages.length > 0 ? current.languages : extracted.languages,
    experiences: current.experiences.length > 0 ? current.experiences : extracted.experiences,
    references: current.references.length > 0 ? current.references : extracted.references,
    cv_text: extracted.cv_text ?? current.cv_text,
  };
}
