import { sql as foundation } from './0001_foundation.js';
import { sql as profiles } from './0002_profiles.js';
import { sql as matching } from './0003_matching.js';
import { sql as jobsTrust } from './0004_jobs_trust.js';
import { sql as extractionQueue } from './0005_extraction_queue.js';
import { sql as eventsWhatsapp } from './0006_events_whatsapp.js';
import { sql as whatsappWindow } from './0007_whatsapp_window.js';
import { sql as privateEmbeddings } from './0008_private_embeddings.js';
import { sql as pendingScrub } from './0009_pending_scrub.js';
import { sql as poolChanges } from './0010_pool_changes.js';
import { sql as matchFeedback } from './0011_match_feedback.js';
import { sql as idempotency } from './0012_idempotency.js';
import { sql as jobInputs } from './0013_job_inputs.js';
import { sql as profileLanguages } from './0014_profile_languages.js';
import { sql as extractionFiles } from './0015_extraction_files.js';
import { sql as offersPutOff } from './0016_offers_put_off.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /** Run after `sql` on PostgreSQL only: what SQLite has without asking. */
  readonly postgresExtra?: string;
}

/** Append only: a migration that has shipped is never edited, a change is a new number. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'foundation', sql: foundation },
  { version: 2, name: 'profiles', sql: profiles },
  { version: 3, name: 'matching', sql: matching },
  { version: 4, name: 'jobs and trust', sql: jobsTrust },
  { version: 5, name: 'extraction queue', sql: extractionQueue },
  { version: 6, name: 'webhooks and whatsapp', sql: eventsWhatsapp,
    // Deliveries are listed newest first by SQLite's rowid; PostgreSQL is given the column.
    postgresExtra: 'ALTER TABLE webhook_deliveries ADD COLUMN rowid BIGINT GENERATED ALWAYS AS IDENTITY;' },
  { version: 7, name: 'whatsapp service window', sql: whatsappWindow },
  { version: 8, name: 'embedding cache keyed by hash', sql: privateEmbeddings },
  { version: 9, name: 'scrub after erasure', sql: pendingScrub },
  { version: 10, name: 'pool change feed', sql: poolChanges },
  { version: 11, name: 'feedback on matches', sql: matchFeedback },
  { version: 12, name: 'idempotency keys', sql: idempotency },
  { version: 13, name: 'job matching inputs', sql: jobInputs },
  { version: 14, name: 'profile languages', sql: profileLanguages },
  { version: 15, name: 'extraction files apart', sql: extractionFiles },
  { version: 16, name: 'offers put off', sql: offersPutOff },
];
