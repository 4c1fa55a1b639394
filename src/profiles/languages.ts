import fs from 'node:fs';
import { errors, type ApiError } from '../errors.js';
import { escapeRegExp, fold } from '../matching/text.js';

/** CEFR levels, then `native`, which meets any level. */
export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** A language a person speaks: ISO 639-1 code, and the level when known. */
export interface Language {
  code: string;
  level: LanguageLevel | null;
}

export interface LanguageInput {
  code: string;
  level?: string | null;
}

interface LanguageEntry {
  code: string;
  en: string[];
  fr: string[];
  native: string[];
}

/** Words CVs use for a level, mapped to the CEFR level they usually stand for (docs/ingestion.md). */
const LEVEL_WORDS: [RegExp, LanguageLevel][] = [
  [/\b(native|natif|native speaker|langue maternelle|maternelle|mother ?tongue|first language|nativo|nativa|lengua materna)\b/, 'native'],
  [/\b(bilingual|bilingue|c2)\b/, 'C2'],
  [/\b(fluent|fluently|courant|couramment|c1|advanced|avance|full professional|avanzado|fluido)\b/, 'C1'],
  [/\b(b2|professional working|upper intermediate|professionnel|operationnel)\b/, 'B2'],
  [/\b(b1|intermediate|intermediaire|intermedio|conversational|conversationnel|good|bon|bonne|competent)\b/, 'B1'],
  [/\b(a2|elementary|elementaire|basic|basique|basico|notions|scolaire|limited working)\b/, 'A2'],
  [/\b(a1|beginner|debutant)\b/, 'A1'],
];

const entries = JSON.parse(fs.readFileSync(new URL('../../data/languages.json', import.meta.url), 'utf8')) as LanguageEntry[];
const CODES = new Set(entries.map((entry) => entry.code));
/** Folded names (English, French, native) to codes; a name two languages share keeps the first. */
const BY_NAME = new Map<string, string>();
for (const entry of entries) {
  for (const name of [...entry.en, ...entry.fr, ...entry.native]) {
    const key = fold(name).trim();
    if (key.length > 2 && !BY_NAME.has(key)) BY_NAME.set(key, entry.code);
  }
}
const NAME_PATTERN = new RegExp(`(?<![\\p{L}])(${[...BY_NAME.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}])`, 'gu');

/** The code in lower case, or a 400 naming `field` when ISO 639-1 has no such code. */
export function checkedLanguageCode(code: string, field: string): string {
  const lower = code.trim().toLowerCase();
  if (!CODES.has(lower)) throw errors.invalidField(field, 'code de langue inconnu (ISO 639-1, ex. fr, en)');
  return lower;
}

/** A level written as one (`b2`, `Native`), or null. */
export function exactLevel(value: string): LanguageLevel | null {
  return LANGUAGE_LEVELS.find((level) => level.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

/** The 400 for a level that names none, naming `field`. */
export function unknownLevel(field: string): ApiError {
  return errors.invalidField(field, `valeurs permises : ${LANGUAGE_LEVELS.join(', ')}`);
}

/** The code of a language named by its code or by a name in English, French or itself ("German", "allemand", "Deutsch"). */
export function languageCode(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  return CODES.has(trimmed) ? trimmed : languageNamed(trimmed);
}

/** The code of a language named in full, never by a code: "IT", "HR" or "ML" in a skill list are not Italian, Croatian or Malayalam. */
export function languageNamed(name: string): string | null {
  return BY_NAME.get(fold(name).trim()) ?? null;
}

/** The English name of a language ("fr" -> "French"). */
export function languageName(code: string): string {
  return entries.find((entry) => entry.code === code)?.en[0] ?? code;
}

/** A level as given (`B2`, `native`, or a word such as "courant"), or null when it names none. */
export function languageLevel(value: string): LanguageLevel | null {
  return exactLevel(value) ?? levelWordIn(fold(value));
}

/** Whether a level meets a minimum; an unknown level meets none. */
export function meetsLevel(level: LanguageLevel | null, minimum: LanguageLevel): boolean {
  return level !== null && LANGUAGE_LEVELS.indexOf(level) >= LANGUAGE_LEVELS.indexOf(minimum);
}

/** Languages as stored: lower-case codes, one entry per code (the first), or a 400 naming the field. */
export function normaliseLanguages(languages: readonly LanguageInput[] | undefined, field = 'languages'): Language[] {
  const result: Language[] = [];
  (languages ?? []).forEach((language, index) => {
    const code = checkedLanguageCode(language.code, `${field}[${index}].code`);
    const level = language.level ? languageLevel(language.level) : null;
    if (language.level && !level) throw unknownLevel(`${field}[${index}].level`);
    if (!result.some((known) => known.code === code)) result.push({ code, level });
  });
  return result;
}

/**
 * The languages a CV's language lines name, with the level written beside each
 * ("English (native), French – B2", "Anglais : courant"). A line naming several languages
 * and one level gives it to each; one naming each's level ("Anglais : courant – Espagnol : notions")
 * gives each its own.
 */
export function readLanguages(lines: readonly string[]): Language[] {
  const found: Language[] = [];
  for (const line of lines) {
    for (const part of line.split(/[,;•|·]/)) {
      const folded = fold(part);
      const names = [...folded.matchAll(NAME_PATTERN)];
      if (names.length === 0) continue;
      // "Anglais : courant – Espagnol : notions": each language's level is in its own words, up to the next one's name;
      // "Anglais et espagnol : courant" gives the next level written to those without, "Bilingue anglais et espagnol" the one before.
      const own = names.length === 1 ? [levelWordIn(folded.replace(NAME_PATTERN, ' '))] : names.map((name, i) => levelWordIn(folded.slice(name.index! + name[0].length, names[i + 1]?.index ?? folded.length)));
      const before = levelWordIn(folded.slice(0, names[0]!.index));
      names.forEach((name, i) => {
        const code = BY_NAME.get(name[1]!)!;
        const level = own[i] ?? own.slice(i + 1).find(Boolean) ?? before;
        const known = found.find((language) => language.code === code);
        if (!known) found.push({ code, level });
        else if (known.level === null) known.level = level;
      });
    }
  }
  return found;
}

function levelWordIn(folded: string): LanguageLevel | null {
  return LEVEL_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}
