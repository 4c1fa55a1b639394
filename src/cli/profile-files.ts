import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { languageCode, languageLevel } from '../profiles/languages.js';
import { readUtf8 } from './text-file.js';

/** One thing to push: a profile body, or a CV file; `source` is where it came from ("file:line"). */
export type PushItem = { source: string; profile: Record<string, unknown> } | { source: string; cv: { name: string; bytes: Buffer; externalId: string } };

const EXTENSIONS = ['.json', '.jsonl', '.ndjson', '.csv', '.pdf', '.docx'];

/** Every pushable item of a file, or of the files of a directory (sorted by name). */
export function readPushItems(target: string): PushItem[] {
  const stat = fs.statSync(target);
  const files = stat.isDirectory()
    ? fs.readdirSync(target).filter((name) => EXTENSIONS.includes(path.extname(name).toLowerCase())).sort().map((name) => path.join(target, name))
    : [target];
  return files.flatMap(itemsOf);
}

function itemsOf(file: string): PushItem[] {
  const extension = path.extname(file).toLowerCase();
  const name = path.basename(file);
  if (extension === '.pdf' || extension === '.docx') return [{ source: name, cv: { name, bytes: fs.readFileSync(file), externalId: path.basename(file, extension) } }];
  const text = readUtf8(file);
  if (extension === '.csv') return csvItems(name, text);
  if (extension === '.jsonl' || extension === '.ndjson') {
    return text.split('\n').flatMap((line, i) => (line.trim() ? [{ source: `${name}:${i + 1}`, profile: toProfile(parseJson(line, `${name}:${i + 1}`), `${name}#${i + 1}`) }] : []));
  }
  if (extension === '.json') {
    const value = parseJson(text, name);
    const list = Array.isArray(value) ? value : [value];
    return list.map((entry, i) => ({ source: list.length > 1 ? `${name}[${i}]` : name, profile: toProfile(entry, list.length > 1 ? `${name}#${i}` : name) }));
  }
  throw new Error(`${name}: unsupported file type (${EXTENSIONS.join(', ')})`);
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: not valid JSON (${(error as Error).message})`);
  }
}

function csvItems(name: string, text: string): PushItem[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
  return rows.map((row, i) => {
    const profile: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === '') continue;
      if (key === 'skills') profile.skills = value.split(/[;|]/).map((skill) => skill.trim()).filter(Boolean);
      else if (key === 'languages') profile.languages = value.split(/[;|]/).map(csvLanguage).filter(Boolean);
      else if (key === 'total_years_experience') profile.total_years_experience = /^\d+$/.test(value) ? Number(value) : value;
      else profile[key] = value;
    }
    return { source: `${name}:${i + 2}`, profile };
  });
}

/** "en:C1" or "fr" in a CSV's languages column; the server checks the code and the level. */
function csvLanguage(value: string): { code: string; level?: string } | null {
  const [code, level] = value.split(':').map((part) => part.trim());
  return code ? { code, ...(level ? { level } : {}) } : null;
}

/** Our profile shape as is, or a JSON Resume (jsonresume.org schema) mapped to it. */
function toProfile(value: unknown, fallbackId: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${fallbackId}: a profile must be a JSON object`);
  const object = value as Record<string, any>;
  if (!object.basics) return object;
  const basics = object.basics as Record<string, any>;
  const location = [basics.location?.city, basics.location?.countryCode ?? basics.location?.region].filter(Boolean).join(', ');
  const month = (date?: string) => (date ? /^(\d{4})(-\d{2})?/.exec(date)?.[0] ?? null : null);
  const skills = ((object.skills ?? []) as { name?: string; level?: string; keywords?: string[] }[]).flatMap((skill) => [
    ...(skill.name ? [{ name: skill.name, ...(skill.level ? { level: skill.level.toLowerCase() } : {}) }] : []),
    ...(skill.keywords ?? []).map((keyword) => ({ name: keyword })),
  ]);
  return {
    external_id: object.external_id ?? object.meta?.id ?? basics.email ?? fallbackId,
    full_name: basics.name,
    email: basics.email,
    phone: basics.phone,
    headline: basics.label,
    ...(location ? { location } : {}),
    skills,
    languages: ((object.languages ?? []) as { language?: string; fluency?: string }[]).flatMap((entry) => {
      const code = entry.language ? languageCode(entry.language) : null;
      // JSON Resume's fluency is free text: kept when it names a level ("Native speaker", "Fluent", "B2").
      return code ? [{ code, level: entry.fluency ? languageLevel(entry.fluency) : null }] : [];
    }),
    experiences: ((object.work ?? []) as Record<string, string>[]).map((work) => ({ title: work.position ?? null, company: work.name ?? work.company ?? null, start: month(work.startDate), end: month(work.endDate) })),
    references: ((object.references ?? []) as { name?: string }[]).filter((ref) => ref.name).map((ref) => ({ name: ref.name })),
  };
}
