import { inList } from '../dialect.js';
import { Repository } from '../repository.js';
import { pageOf, type Page } from '../paging.js';
import type { ProcessingStatus, Profile } from '../../profiles/profile.js';

type ListField = 'skills' | 'languages' | 'experiences' | 'references';

/** A row of `profiles`: the profile itself, its lists as JSON text. */
type ProfileRow = Omit<Profile, ListField> & Record<ListField, string>;

/** The writable fields, each its own column; lists are stored as JSON text. */
const WRITABLE = ['external_id', 'full_name', 'email', 'phone', 'whatsapp_number', 'location', 'headline', 'total_years_experience', 'skills', 'languages', 'experiences', 'references', 'cv_text', 'cv_pdf_url', 'cv_csv_url'] as const satisfies readonly (keyof Profile)[];

/** The values a push or a patch writes, already normalised by the service; absent keys are left as they are. */
export type ProfileValues = Partial<Pick<Profile, (typeof WRITABLE)[number]>>;
const LISTS = new Set<keyof ProfileValues>(['skills', 'languages', 'experiences', 'references'] satisfies ListField[]);

/** The columns a write sets, quoted (`references` is a keyword), and their stored values. */
function columnsOf(values: ProfileValues): { names: string[]; stored: unknown[] } {
  const keys = WRITABLE.filter((key) => values[key] !== undefined);
  return { names: keys.map((key) => `"${key}"`), stored: keys.map((key) => (LISTS.has(key) ? JSON.stringify(values[key]) : (values[key] ?? null))) };
}

/** Every statement on `profiles`, always within one client. */
export class ProfilesRepository extends Repository {
  /** A new profile with the values given (the others empty); returns its id. */
  async insert(clientId: string, values: ProfileValues, status: ProcessingStatus, now: number): Promise<number> {
    const { names, stored } = columnsOf(values);
    const row = await this.store.one<{ id: number }>(
      `INSERT INTO profiles (client_id, ${names.map((name) => `${name}, `).join('')}processing_status, created_at, updated_at) VALUES (?, ${names.map(() => '?, ').join('')}?, ?, ?) RETURNING id`,
      [clientId, ...stored, status, now, now],
    );
    return row!.id;
  }

  /** Writes the values given, the status, and clears the error unless the status is `failed`. */
  async update(id: number, values: ProfileValues, status: ProcessingStatus, now: number): Promise<void> {
    await this.write(id, values, status, now, '');
  }

  /** The fields read from its CV, and `ready`; false when the profile is gone, or no longer waits for its CV (pushed again as data). */
  markRead(id: number, values: ProfileValues, now: number): Promise<boolean> {
    return this.write(id, values, 'ready', now, " AND processing_status = 'processing'");
  }

  private async write(id: number, values: ProfileValues, status: ProcessingStatus, now: number, condition: string): Promise<boolean> {
    const { names, stored } = columnsOf(values);
    const changed = await this.store.run(
      `UPDATE profiles SET ${names.map((name) => `${name} = ?, `).join('')}processing_status = ?, error = CASE WHEN CAST(? AS TEXT) = 'failed' THEN error END, updated_at = ? WHERE id = ?${condition}`,
      [...stored, status, status, now, id],
    );
    return changed > 0;
  }

  /** `failed` with the reason; false when the profile is gone, or no longer waits for its CV (pushed again as data). */
  async markFailed(clientId: string, id: number, error: string, now: number): Promise<boolean> {
    return (await this.store.run("UPDATE profiles SET processing_status = 'failed', error = ?, updated_at = ? WHERE id = ? AND client_id = ? AND processing_status = 'processing'", [error, now, id, clientId])) > 0;
  }

  async delete(clientId: string, id: number): Promise<void> {
    await this.store.run('DELETE FROM profiles WHERE id = ? AND client_id = ?', [id, clientId]);
  }

  async get(clientId: string, id: number): Promise<Profile | null> {
    const row = await this.store.one<ProfileRow>('SELECT * FROM profiles WHERE id = ? AND client_id = ?', [id, clientId]);
    return row ? toProfile(row) : null;
  }

  /** The client's profiles of these ids that exist, in no particular order. */
  async getMany(clientId: string, ids: readonly number[]): Promise<Profile[]> {
    const rows = await this.store.all<ProfileRow>(`SELECT * FROM profiles WHERE client_id = ? AND id IN (${inList(this.store)})`, [clientId, JSON.stringify(ids)]);
    return rows.map(toProfile);
  }

  async findByExternalId(clientId: string, externalId: string): Promise<Profile | null> {
    const row = await this.store.one<ProfileRow>('SELECT * FROM profiles WHERE client_id = ? AND external_id = ?', [clientId, externalId]);
    return row ? toProfile(row) : null;
  }

  /** Oldest first, after the profile `afterId`. */
  async page(clientId: string, afterId: number, limit: number, externalId?: string): Promise<Page<Profile>> {
    const rows = await this.store.all<ProfileRow>('SELECT * FROM profiles WHERE client_id = ? AND id > ? AND (CAST(? AS TEXT) IS NULL OR external_id = ?) ORDER BY id LIMIT ?', [
      clientId, afterId, externalId ?? null, externalId ?? null, limit + 1,
    ]);
    const page = pageOf(rows, limit, (row) => row.id);
    return { items: page.items.map(toProfile), nextCursor: page.nextCursor };
  }

  /** How many ready profiles each client holds, the client whose profiles changed last first. */
  async readyCounts(): Promise<{ clientId: string; profiles: number }[]> {
    const rows = await this.store.all<{ client_id: string; n: number }>("SELECT client_id, COUNT(*) AS n FROM profiles WHERE processing_status = 'ready' GROUP BY client_id ORDER BY MAX(updated_at) DESC");
    return rows.map((row) => ({ clientId: row.client_id, profiles: row.n }));
  }

  /** Every ready profile of the client, oldest first. */
  async ready(clientId: string): Promise<Profile[]> {
    return (await this.store.all<ProfileRow>("SELECT * FROM profiles WHERE client_id = ? AND processing_status = 'ready' ORDER BY id", [clientId])).map(toProfile);
  }
}

function toProfile(row: ProfileRow): Profile {
  return { ...row, skills: JSON.parse(row.skills), languages: JSON.parse(row.languages), experiences: JSON.parse(row.experiences), references: JSON.parse(row.references) };
}
