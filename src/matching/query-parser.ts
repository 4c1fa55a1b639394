import type { JobInput } from './features.js';
import type { Places } from './places.js';
import type { Taxonomy } from './taxonomy.js';

const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?|ans?|années?|annees?)\b/i;

/** "senior React developer in Lyon with 5 years" -> a job: title, skills, place, minimum years. */
export function parseQuery(text: string, taxonomy: Taxonomy, places: Places): JobInput {
  const years = YEARS.exec(text);
  const place = places.find(text);
  return {
    title: text.trim(),
    skills: taxonomy.extractSkills(text),
    location: place ? [place.city, place.country].filter(Boolean).join(', ') : null,
    experienceMin: years ? Number(years[1]) : null,
  };
}
