import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { errors } from '../errors.js';
import type { ProfileBody } from '../schemas/profiles.js';
import type { Language } from './languages.js';

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export interface Skill {
  name: string;
  level: SkillLevel;
}

export interface Experience {
  title: string | null;
  company: string | null;
  /** YYYY-MM or YYYY */
  start: string | null;
  /** YYYY-MM or YYYY; null while current */
  end: string | null;
}

export interface Reference {
  name: string;
  company?: string;
  role?: string;
  email?: string;
  phone?: string;
  relationship?: string;
  confirmed?: boolean;
}

export type ProcessingStatus = 'processing' | 'ready' | 'failed';

export interface Profile {
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
  skills: Skill[];
  languages: Language[];
  experiences: Experience[];
  references: Reference[];
  cv_text: string | null;
  cv_pdf_url: string | null;
  cv_csv_url: string | null;
  processing_status: ProcessingStatus;
  error: string | null;
  created_at: number;
  updated_at: number;
}

/**
 * The writable fields, as the API takes them (POST and PATCH /v1/profiles) and as a CV or
 * a CSV is read into: on a push every absent field is cleared, on a PATCH it is kept.
 */
export type ProfileFields = ProfileBody;

const LEVEL_ALIASES: Record<string, SkillLevel> = {
  beginner: 'beginner',
  debutant: 'beginner',
  junior: 'beginner',
  notions: 'beginner',
  intermediate: 'intermediate',
  intermediaire: 'intermediate',
  medium: 'intermediate',
  moyen: 'intermediate',
  advanced: 'advanced',
  avance: 'advanced',
  confirme: 'advanced',
  senior: 'advanced',
  expert: 'expert',
};

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Skills with a canonical level; duplicates (same name, any case) keep their first entry. */
export function normaliseSkills(skills: ProfileFields['skills'], field = 'skills'): Skill[] {
  const seen = new Set<string>();
  const result: Skill[] = [];
  (skills ?? []).forEach((skill, index) => {
    const name = (typeof skill === 'string' ? skill : skill.name).trim();
    if (!name) throw errors.invalidField(`${field}[${index}].name`, 'ne doit pas être vide');
    const rawLevel = typeof skill === 'string' ? null : skill.level;
    const level = rawLevel ? LEVEL_ALIASES[fold(rawLevel)] : 'intermediate';
    if (!level) throw errors.invalidField(`${field}[${index}].level`, `valeurs permises : ${SKILL_LEVELS.join(', ')}`);
    const key = fold(name);
    if (seen.has(key)) return;
    seen.add(key);
    result.push({ name, level });
  });
  return result;
}

/** A WhatsApp number in E.164, or a 400 naming the field. `00` stands for `+`. */
export function normaliseWhatsappNumber(value: string | null | undefined, field = 'whatsapp_number'): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(value.trim().replace(/^00/, '+'));
  if (!parsed || !parsed.isValid()) throw errors.invalidField(field, 'numéro international attendu, ex. +33612345678');
  return parsed.number;
}

/** Phones are kept as given unless they parse as an international number, then E.164. */
export function normalisePhone(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(value.trim().replace(/^00/, '+'));
  return parsed?.isValid() ? parsed.number : value.trim();
}

export function normaliseExperiences(experiences: ProfileFields['experiences']): Experience[] {
  return (experiences ?? []).map((entry) => ({
    title: entry.title ?? null,
    company: entry.company ?? null,
    start: entry.start ?? null,
    end: entry.end ?? null,
  }));
}
