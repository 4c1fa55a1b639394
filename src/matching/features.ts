import { languageName, normaliseLanguages } from '../profiles/languages.js';
import type { Profile, SkillLevel } from '../profiles/profile.js';
import type { EmbeddingCache } from './embeddings.js';
import { SECTION_WEIGHTS, understandAd } from './job-ad.js';
import type { CandidateFeatures, CandidateOccupation, CandidateSkill, InlineCandidateInput, JobFeatures, JobInput, ProviderCandidateInput } from './feature-shapes.js';
import type { Places } from './places.js';
import { senioritySaid, seniorityFromYears, type Taxonomy } from './taxonomy.js';
import { blend, escapeRegExp, fold, LINK_OR_EMAIL, lookupKey, mean, termFrequencies, weightedTerms } from './text.js';

export type * from './feature-shapes.js';

const TEXT_CHARS = 2000;
/** About what the sentence encoder reads of a text at most (it stops there). */
const CV_DIGEST_CHARS = 200;
/** A run of digits and the signs numbers are written with: a phone number when it holds nine digits or more (a year range holds eight). */
const NUMBER_RUN = /\+?\(?\d[\d\s().\/-]{6,}\d/g;
const PHONE_DIGITS = 9;
/** With its colon only: "Mobile" and "GitHub" alone may be a title or a skill. */
const CONTACT_LABEL = /\b(?:e-?mail|courriel|phone|tel|tél|téléphone|telephone|mobile|portable|cell|linkedin|github|website|site web)\s*:/gi;
/** The signs a contact line puts between its parts, and that stay behind once the parts are out. */
const SEPARATOR = '[\\s|•·◆,;:/–—-]';
const EDGE_SEPARATORS = new RegExp(`^${SEPARATOR}+|${SEPARATOR}+$`, 'g');
const REPEATED_SEPARATORS = /([|•·◆])(?:\s*[|•·◆])+/g;
/** A CV's title sits in its first few short lines, if anywhere near the top. */
const OPENING_LINES = 5;
const OPENING_LINE_CHARS = 60;
/** A list ("Windows XP/7, Server 2008") or a sentence is no title, though it may name one ("server"). */
const NOT_A_TITLE = /[,;*\d]|\.$/;
/** The skills' share of a vector, the rest being title and text; 0.3 ranked best on the reference sets (docs/performance.md). */
const SKILLS_SHARE = 0.3;
/** The title's share of a job's text vector, the rest being the parts of the ad that count (docs/performance.md). */
const TITLE_SHARE = 0.8;
/** Bumped whenever vectors are made differently: stored ones of another version are made again. */
const VECTORS_VERSION = 7;

/** Turns jobs and candidates of every pool into comparable features, embedding through the cache. */
export class FeatureBuilder {
  constructor(
    readonly taxonomy: Taxonomy,
    readonly places: Places,
    readonly cache: EmbeddingCache,
  ) {}

  /** Names how vectors are made: the model and the way its outputs are blended. */
  get modelId(): string {
    return `${this.cache.embedder.id}/v${VECTORS_VERSION}`;
  }

  async job(input: JobInput): Promise<JobFeatures> {
    const ad = understandAd(input.description);
    const skillsListed = !!input.skills && input.skills.length > 0;
    const named = skillsListed ? input.skills! : this.taxonomy.extractSkills(`${input.title}\n${ad.requirementsText}`);
    const skills = await this.skills(named.map((name) => ({ name, level: null })), true);
    const title = this.taxonomy.canonicalTitle(input.title);
    const core = fold(ad.coreText).trim().slice(0, TEXT_CHARS);
    const [titleVector, coreVector] = await this.cache.vectors(core ? [fold(title), core] : [fold(title)], true);
    const textVector = coreVector ? blend([[titleVector!, TITLE_SHARE], [coreVector, 1 - TITLE_SHARE]]) : titleVector!;
    // Skills read from a whole ad are many and generic (Excel, communication): in the vector
    // they would outweigh the title, so there it is the skills the title names that count.
    const vectorSkills = skillsListed || !input.description ? skills : await this.skills(this.taxonomy.extractSkills(input.title).map((name) => ({ name, level: null })), true);
    return {
      title: input.title,
      occupation: this.taxonomy.occupation(input.title),
      titleTerms: termFrequencies(input.title),
      skills,
      skillsListed,
      place: this.places.parse(input.location),
      experienceMin: input.experienceMin ?? ad.experienceMin,
      seniority: senioritySaid(input.title),
      vector: blend([[mean(vectorSkills.map((s) => s.vector)), SKILLS_SHARE], [textVector, 1 - SKILLS_SHARE]])!,
      terms: weightedTerms([...ad.sections.map((section) => [section.text, SECTION_WEIGHTS[section.kind]] as [string, number]), ...named.map((name) => [name, 1] as [string, number])]),
    };
  }

  async stored(profile: Profile): Promise<CandidateFeatures> {
    const skills = await this.skills(this.namedSkills(profile), true);
    const occupations = this.occupationsOf(profile);
    const textVector = mean(await this.cache.vectors([this.digest(profile, occupations)].filter((text): text is string => !!text), true));
    return this.storedFeatures(profile, skills, this.combine(skills, textVector), occupations);
  }

  /** Inline candidates are embedded in memory only: nothing of them reaches the database. */
  async inline(candidate: InlineCandidateInput, label: number): Promise<CandidateFeatures> {
    const languages = normaliseLanguages(candidate.languages);
    const named = [...(candidate.skills ?? []), ...languages.map((language) => languageName(language.code))];
    const skills = await this.skills(named.map((name) => ({ name, level: null })), false);
    const headlineText = candidate.headline ? fold(this.taxonomy.canonicalTitle(candidate.headline)).trim() : '';
    const headline = headlineText ? await this.cache.vector(headlineText, false) : null;
    const occupation = this.taxonomy.occupation(candidate.headline);
    return {
      label,
      occupations: candidate.headline?.trim() ? (occupation ? [{ occupation, weight: 1 }] : []) : null,
      terms: termFrequencies(candidate.headline, ...(candidate.skills ?? [])),
      skills,
      skillKeys: new Set(skills.map((skill) => skill.key)),
      years: candidate.experience_years ?? null,
      seniority: candidate.seniority ?? (candidate.headline ? senioritySaid(candidate.headline) : null) ?? seniorityFromYears(candidate.experience_years),
      languages,
      place: this.places.parse(candidate.location),
      vector: this.combine(skills, headline),
      card: {
        id: null,
        externalId: candidate.external_id,
        fullName: candidate.full_name ?? null,
        location: candidate.location ?? null,
        experienceYears: candidate.experience_years ?? null,
        skills: skills.map((skill) => skill.name),
        whatsappNumber: null,
      },
    };
  }

  async provider(candidate: ProviderCandidateInput, label: number): Promise<CandidateFeatures> {
    const skills = await this.skills(candidate.skills.map((name) => ({ name, level: null })), true);
    return this.providerFeatures(candidate, label, skills, this.combine(skills, null));
  }

  /** Features of a provider candidate whose vector is already stored (index loading). */
  async providerFromStored(candidate: ProviderCandidateInput, label: number, vector: Float32Array): Promise<CandidateFeatures | null> {
    const skills = await this.knownSkills(candidate.skills.map((name) => ({ name, level: null })));
    return skills && this.providerFeatures(candidate, label, skills, vector);
  }

  /** Features of a stored profile whose vector is already stored; null when a skill vector is missing. */
  async storedFromStored(profile: Profile, vector: Float32Array): Promise<CandidateFeatures | null> {
    const skills = await this.knownSkills(this.namedSkills(profile));
    return skills && this.storedFeatures(profile, skills, vector, this.occupationsOf(profile));
  }

  /**
   * The skills a profile lists, then those its headline and CV text name: a CV's skill list
   * shows what the candidate claims (no "communication" picked from a bullet), while matching
   * still credits every skill the CV names.
   */
  private namedSkills(profile: Profile): { name: string; level: SkillLevel | null }[] {
    // A job may still ask for "English" as a skill: the languages a person speaks count as skills too.
    const spoken = profile.languages.map((language) => ({ name: languageName(language.code), level: null }));
    const listed = [...profile.skills.map((skill) => ({ name: skill.name, level: skill.level })), ...spoken];
    if (listed.length > 0 && !profile.cv_text) return listed;
    const keys = new Set(listed.map((skill) => lookupKey(this.taxonomy.skillName(skill.name))));
    const named = this.taxonomy.extractSkills(`${profile.headline ?? ''}\n${profile.cv_text ?? ''}`).filter((name) => !keys.has(lookupKey(name)));
    return [...listed, ...named.map((name) => ({ name, level: null }))];
  }

  private storedFeatures(profile: Profile, skills: CandidateSkill[], vector: Float32Array, occupations: CandidateOccupation[] | null): CandidateFeatures {
    return {
      label: profile.id,
      occupations,
      terms: termFrequencies(profile.headline, profile.cv_text, ...profile.skills.map((skill) => skill.name)),
      skills,
      skillKeys: new Set(skills.map((skill) => skill.key)),
      years: profile.total_years_experience,
      seniority: (profile.headline && senioritySaid(profile.headline)) || seniorityFromYears(profile.total_years_experience),
      languages: profile.languages,
      place: this.places.parse(profile.location),
      vector,
      card: {
        id: profile.id,
        externalId: profile.external_id,
        fullName: profile.full_name,
        location: profile.location,
        experienceYears: profile.total_years_experience,
        skills: skills.map((skill) => skill.name),
        whatsappNumber: profile.whatsapp_number,
      },
    };
  }

  private providerFeatures(candidate: ProviderCandidateInput, label: number, skills: CandidateSkill[], vector: Float32Array): CandidateFeatures {
    return {
      label,
      occupations: null,
      terms: termFrequencies(...candidate.skills),
      skills,
      skillKeys: new Set(skills.map((skill) => skill.key)),
      years: null,
      seniority: candidate.seniority,
      languages: null,
      place: this.places.parse(candidate.country),
      vector,
      card: {
        id: label,
        externalId: candidate.external_id,
        fullName: null,
        location: candidate.country,
        experienceYears: null,
        skills: skills.map((skill) => skill.name),
        whatsappNumber: candidate.whatsapp_number ?? null,
      },
    };
  }

  /**
   * Occupations a profile's titles name: its headline, the short lines that open its CV
   * (where resumes put the title they seek), then its jobs, latest first, each less. A profile
   * with no title at all (skills, place and years pushed alone) has none to compare: null,
   * so that its occupation's share goes to the text instead of scoring it as another trade's.
   */
  private occupationsOf(profile: Profile): CandidateOccupation[] | null {
    if (!profile.headline?.trim() && !profile.cv_text?.trim() && profile.experiences.length === 0) return null;
    const titles: [string | null, number][] = [[profile.headline, 1]];
    const opening = (profile.cv_text ?? '')
      .split('\n', 12)
      .map((line) => line.trim())
      .filter((line) => line && line.length <= OPENING_LINE_CHARS && !NOT_A_TITLE.test(line));
    opening.slice(0, OPENING_LINES).forEach((line, i) => titles.push([line, i === 0 ? 1 : 0.9]));
    profile.experiences.slice(0, 3).forEach((experience, i) => titles.push([experience.title, 0.9 - 0.1 * i]));
    const found = new Map<string, CandidateOccupation>();
    for (const [title, weight] of titles) {
      const occupation = this.taxonomy.occupation(title);
      if (occupation && weight > (found.get(occupation.id)?.weight ?? 0)) found.set(occupation.id, { occupation, weight });
    }
    return [...found.values()];
  }

  /**
   * What a profile's vector says beside its skills. With a CV: the person's titles (headline,
   * latest jobs, the occupations they name), then the CV's opening, 200 characters in all — the
   * encoder reads only a text's first ~300 characters, which in a CV are mostly a name and a
   * contact line. Without a CV: the headline.
   */
  private digest(profile: Profile, occupations: CandidateOccupation[] | null): string | null {
    // A profile pushed as data, without a CV, is its headline: a text many profiles share, embedded once.
    if (!profile.cv_text) return profile.headline ? fold(this.taxonomy.canonicalTitle(profile.headline)).trim() || null : null;
    const titles = [profile.headline && this.taxonomy.canonicalTitle(profile.headline), ...profile.experiences.slice(0, 3).map((experience) => experience.title), ...(occupations ?? []).map((found) => found.occupation.label)];
    const unique = [...new Map(titles.filter((title): title is string => !!title && title.trim().length > 1).map((title) => [lookupKey(title), title.trim()])).values()];
    return fold([...unique, withoutContacts(profile.cv_text.slice(0, TEXT_CHARS), profile.full_name)].filter(Boolean).join('. ')).slice(0, CV_DIGEST_CHARS) || null;
  }

  private combine(skills: CandidateSkill[], text: Float32Array | null): Float32Array {
    return (
      blend([[mean(skills.map((skill) => skill.vector)), SKILLS_SHARE], [text, 1 - SKILLS_SHARE]]) ??
      new Float32Array(this.cache.embedder.dimensions).fill(1 / Math.sqrt(this.cache.embedder.dimensions))
    );
  }

  private async skills(named: { name: string; level: SkillLevel | null }[], persist: boolean): Promise<CandidateSkill[]> {
    const unique = this.uniqueSkills(named).filter((skill) => skillText(skill.name) !== '');
    const vectors = await this.cache.vectors(unique.map((skill) => skillText(skill.name)), persist);
    return unique.map((skill, i) => ({ ...skill, vector: vectors[i]! }));
  }

  /** Skill names as the matching compares them: canonical name and key, no vector. */
  skillKeys(names: readonly string[]): Omit<CandidateSkill, 'vector'>[] {
    return this.uniqueSkills(names.map((name) => ({ name, level: null }))).filter((skill) => skillText(skill.name) !== '');
  }

  private async knownSkills(named: { name: string; level: SkillLevel | null }[]): Promise<CandidateSkill[] | null> {
    const skills: CandidateSkill[] = [];
    for (const skill of this.uniqueSkills(named)) {
      const vector = await this.cache.known(skillText(skill.name));
      if (!vector) return null;
      skills.push({ ...skill, vector });
    }
    return skills;
  }

  private uniqueSkills(named: { name: string; level: SkillLevel | null }[]): Omit<CandidateSkill, 'vector'>[] {
    const seen = new Set<string>();
    const out: Omit<CandidateSkill, 'vector'>[] = [];
    for (const { name, level } of named) {
      const canonical = this.taxonomy.skillName(name);
      const key = lookupKey(canonical);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push({ name: canonical, key, level });
    }
    return out;
  }
}

/** The text a skill is embedded from: its canonical name, in lower case. */
function skillText(name: string): string {
  return fold(name).trim();
}

/**
 * A CV's text without the person's name and contacts (e-mail, links, phone numbers), which most
 * CVs open with: the encoder reads only a text's first ~300 characters, and spent them on
 * sub-word pieces of addresses and numbers (a third more time than on prose) instead of the
 * titles and summary below them.
 */
export function withoutContacts(text: string, fullName: string | null): string {
  // Icon fonts' glyphs (private use characters) mark the contacts: a pin, a phone, an envelope.
  let kept = text.replace(/\p{Co}/gu, ' ').replace(LINK_OR_EMAIL, ' ').replace(NUMBER_RUN, (run) => (run.replace(/\D/g, '').length >= PHONE_DIGITS ? ' ' : run));
  // The name as a whole word: "Ana Martin" is not in "Banana Martinez".
  if (fullName?.trim()) kept = kept.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(fullName.trim()).replace(/\s+/g, '\\s+')}(?!\\p{L})`, 'giu'), ' ');
  return kept
    .replace(CONTACT_LABEL, ' ')
    .split('\n')
    .map((line) => line.replace(REPEATED_SEPARATORS, '$1').replace(EDGE_SEPARATORS, '').replace(/\s+/g, ' '))
    .filter(Boolean)
    .join('\n');
}
