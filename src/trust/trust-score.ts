import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Taxonomy } from '../matching/taxonomy.js';
import { yearsFromExperiences } from '../profiles/experience.js';
import type { Profile, Reference } from '../profiles/profile.js';
import { fold } from '../matching/text.js';

/** Identity 30% + References 40% + Skills 30% (api-spec.md). */
export const TRUST_WEIGHTS = { identity: 0.3, references: 0.4, skills: 0.3 } as const;
export type TrustComponent = keyof typeof TRUST_WEIGHTS;

export type TrustClass = 'low' | 'medium' | 'high' | 'verified';

export interface Signal {
  component: TrustComponent;
  code: string;
  description: string;
  /** Points earned within the component (its 0-100 scale). */
  points: number;
  max_points: number;
  /** Points earned in the final 0-100 score: points x the component's weight. */
  contribution: number;
}

export interface TrustResult {
  trust_score: number;
  class: TrustClass;
  breakdown: Record<TrustComponent, number>;
  signals: Signal[];
}

export interface TrustContext {
  now: Date;
  taxonomy: Taxonomy;
  /** The candidate's WhatsApp number answered one of our messages. */
  whatsappConfirmed: boolean;
}

/** low < 40 <= medium < 60 <= high < 80 <= verified (decisions.md). */
export function trustClass(score: number): TrustClass {
  if (score >= 80) return 'verified';
  if (score >= 60) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The Trust Score of a profile: the same profile always gives the same score, and the
 * score is exactly the sum of its signals' contributions (missing ones are listed at 0).
 */
export function computeTrust(profile: Profile, context: TrustContext): TrustResult {
  const signals: Signal[] = [...identitySignals(profile, context), ...referenceSignals(profile.references), ...skillSignals(profile, context)];
  const breakdown = { identity: 0, references: 0, skills: 0 };
  for (const signal of signals) breakdown[signal.component] += signal.points;
  const score = Math.round(signals.reduce((total, signal) => total + signal.contribution, 0) * 10) / 10;
  return { trust_score: score, class: trustClass(score), breakdown, signals };
}

function signal(component: TrustComponent, code: string, description: string, earned: number, max: number): Signal {
  const points = Math.round(Math.max(0, Math.min(max, earned)) * 100) / 100;
  return { component, code, description, points, max_points: max, contribution: Math.round(points * TRUST_WEIGHTS[component] * 1000) / 1000 };
}

function validPhone(value: string | null | undefined): boolean {
  return !!value && !!parsePhoneNumberFromString(value.replace(/^00/, '+'))?.isValid();
}

function identitySignals(profile: Profile, context: TrustContext): Signal[] {
  const name = profile.full_name?.trim() ?? '';
  const cv = profile.cv_text ? fold(profile.cv_text) : null;
  const nameWords = fold(name).split(/\s+/).filter((word) => word.length > 1);
  const nameInCv = !!cv && nameWords.length > 0 && nameWords.every((word) => cv.includes(word));
  const emailInCv = !!cv && !!profile.email && cv.includes(profile.email.toLowerCase());
  return [
    signal('identity', 'full_name', 'full name given (first and last name)', nameWords.length >= 2 && /\p{L}/u.test(name) ? 20 : 0, 20),
    signal('identity', 'email', 'e-mail address well formed', profile.email && EMAIL.test(profile.email) ? 20 : 0, 20),
    signal('identity', 'phone', 'phone number valid', validPhone(profile.phone) ? 15 : 0, 15),
    signal('identity', 'whatsapp_number', 'WhatsApp number valid (E.164)', validPhone(profile.whatsapp_number) ? 15 : 0, 15),
    signal('identity', 'name_matches_cv', cv ? 'name found in the CV text' : 'no CV text to compare the name with', nameInCv ? 10 : 0, 10),
    signal('identity', 'email_matches_cv', cv ? 'e-mail found in the CV text' : 'no CV text to compare the e-mail with', emailInCv ? 10 : 0, 10),
    signal('identity', 'whatsapp_confirmed', 'WhatsApp number confirmed by a reply', context.whatsappConfirmed ? 10 : 0, 10),
  ];
}

function referenceSignals(references: readonly Reference[]): Signal[] {
  const reachable = references.filter((ref) => (ref.email && EMAIL.test(ref.email)) || validPhone(ref.phone)).length;
  const employers = new Set(references.map((ref) => (ref.company ? fold(ref.company).trim() : '')).filter(Boolean)).size;
  const confirmed = references.filter((ref) => ref.confirmed === true).length;
  const count = references.length;
  return [
    signal('references', 'count', `${count} reference(s): 20 for one, 30 for two, 40 for three or more`, count >= 3 ? 40 : count === 2 ? 30 : count === 1 ? 20 : 0, 40),
    signal('references', 'reachable', `${reachable} reference(s) with a valid e-mail or phone: 10 each, up to 20`, reachable * 10, 20),
    signal('references', 'distinct_employers', `${employers} distinct employer(s): 10 for one, 20 for two or more`, employers >= 2 ? 20 : employers * 10, 20),
    signal('references', 'confirmed', `${confirmed} confirmed reference(s): 10 each, up to 20`, confirmed * 10, 20),
  ];
}

const LEVEL_MIN_YEARS = { beginner: 0, intermediate: 1, advanced: 3, expert: 5 } as const;

function skillSignals(profile: Profile, context: TrustContext): Signal[] {
  const skills = profile.skills;
  const cvSkills = profile.cv_text ? new Set(context.taxonomy.extractSkills(profile.cv_text)) : null;
  const cvText = profile.cv_text ? fold(profile.cv_text) : '';
  const backed = cvSkills ? skills.filter((skill) => cvSkills.has(context.taxonomy.skillName(skill.name)) || cvText.includes(fold(skill.name))).length : 0;
  const dated = profile.experiences.filter((entry) => entry.start);
  const datedYears = yearsFromExperiences(profile.experiences, context.now);
  const declared = profile.total_years_experience;
  const years = declared ?? datedYears;
  const consistentLevels = years === null ? 0 : skills.filter((skill) => years >= LEVEL_MIN_YEARS[skill.level]).length;
  const share = (n: number) => (skills.length === 0 ? 0 : n / skills.length);
  return [
    signal('skills', 'listed', `${skills.length} skill(s) listed: 10 for one or two, 20 for three or more`, skills.length >= 3 ? 20 : skills.length > 0 ? 10 : 0, 20),
    signal('skills', 'backed_by_cv', cvSkills ? `${backed} of ${skills.length} skill(s) found in the CV text` : 'no CV text to back the skills', 30 * share(backed), 30),
    signal('skills', 'dated_experience', `${dated.length} dated experience entr(y/ies)`, dated.length > 0 ? 20 : 0, 20),
    signal(
      'skills',
      'years_consistent',
      declared !== null && datedYears !== null ? `declared ${declared} years, dated entries cover ${datedYears}` : 'declared years cannot be checked against dated entries',
      declared !== null && datedYears !== null && Math.abs(declared - datedYears) <= 2 ? 10 : 0,
      10,
    ),
    signal('skills', 'levels_consistent', years === null ? 'years unknown: levels cannot be checked' : `${consistentLevels} of ${skills.length} level(s) consistent with ${years} years`, 20 * share(consistentLevels), 20),
  ];
}
