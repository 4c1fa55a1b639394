import { Type, type Static } from 'typebox';
import { inList } from '../dialect.js';
import { Repository } from '../repository.js';
import { pageOf, type Page } from '../paging.js';
import type { ProcessingStatus, Profile } from '../../profiles/profile.js';

const Text = Type.Union([Type.String(), Type.Null()]);

/** A row of `profiles` as SQLite stores it: lists as JSON text. */
export const ProfileRow = Type.Object({
  id: Type.Integer(),
  client_id: Type.String(),
  external_id: Text,
  full_name: Text,
  email: Text,
  phone: Text,
  whatsapp_number: Text,
  location: Text,
  headline: Text,
  total_years_experience: Type.Union([Type.Integer(), Type.Null()]),
  skills: Type.String(),
  languages: Type.String(),
  experiences: Type.String(),
  references: Type.String(),
  cv_text: Text,
  cv_pdf_url: Text,
  cv_csv_url: Text,
  processing_status: Type.Enum(['processing', 'ready', 'failed']),
  error: Text,
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
});
export type ProfileRow = Static<typeof ProfileRow>;

/** The values a push or a patch writes, already normalised by the service; absent keys are left as they are. */
export type ProfileValues = Partial<
  Pick<Profile, 'externalId' | 'fullName' | 'email' | 'phone' | 'whatsappNumber' | 'location' | 'headline' | 'totalYearsExperience' | 'skills' | 'languages' | 'experiences' | 'references' | 'cvText' | 'cvPdfUrl' | 'cvCsvUrl'>
>;

/** Each writable field, its column, and how it is stored. */
const COLUMNS: [keyof ProfileValues, string, (value: unknown) => unknown][] = [
  ['externalId', 'external_id', same],
  ['fullName', 'full_name', same],
  ['email', 'email', same],
  ['phone', 'phone', same],
  ['whatsappNumber', 'whatsapp_number', same],
  ['location', 'location', same],
  ['headline', 'headline', same],
  ['totalYearsExperience', 'total_years_experience', same],
  ['skills', 'skills', JSON.stringify],
  ['languages', 'languages', JSON.stringify],
  ['experiences', 'experiences', JSON.stringify],
  ['references', '"references"', JSON.stringify],
  ['cvText', 'cv_text', same],
  ['cvPdfUrl', 'cv_pdf_url', same],
  ['cvCsvUrl', 'cv_csv_url', same],
];

function same(value: unknown): unknown {
  return value ?? null;
}

/** Every statement on `profiles`, always within one client. */
export class ProfilesRepository extends Repository {
  /** A new profile with the values given (the others empty); returns its id. */
  async insert(clientId: string, values: ProfileValues, status: ProcessingStatus, now: number): Promise<number> {
    const columns = COLUMNS.filter(([key]) => values[key] !== undefined);
    const row = await this.store.one<{ id: number }>(
      `INSERT INTO profiles (client_id, ${columns.map(([, column]) => `${column}, `).join('')}processing_status, created_at, updated_at) VALUES (?, ${columns.map(() => '?, ').join('')}?, ?, ?) RETURNING id`,
      [clientId, ...columns.map(([key, , store]) => store(values[key])), status, now, now],
    );
    return row!.id;
  }

  /** Writes the values given, the status, and clears the error unless the status is `failed`. */
  async update(id: number, values: ProfileValues, status: ProcessingStatus, now: number): Promise<void> {
    const columns = COLUMNS.filter(([key]) => values[key] !== undefined);
    await this.store.run(
      `UPDATE profiles SET ${columns.map(([, column]) => `${column} = ?, `).join('')}processing_status = ?, error = CASE WHEN CAST(? AS TEXT) = 'failed' THEN error END, updated_at = ? WHERE id = ?`,
      [...columns.map(([key, , store]) => store(values[key])), status, status, now, id],
    );
  }

  /** `failed` with the reason; false when the profile is gone. */
  async markFailed(clientId: string, id: number, error: string, now: number): Promise<boolean> {
    return (await this.store.run("UPDATE profiles SET processing_status = 'failed', error = ?, updated_at = ? WHERE id = ? AND client_id = ?", [error, now, id, clientId])) > 0;
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

  /** Every ready profile of the client, oldest first. */
  async ready(clientId: string): Promise<Profile[]> {
    return (await this.store.all<ProfileRow>("SELECT * FROM profiles WHERE client_id = ? AND processing_status = 'ready' ORDER BY id", [clientId])).map(toProfile);
  }
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
