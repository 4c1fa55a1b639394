import type { JobInput } from './features.js';
import type { Places } from './places.js';

const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?|ans?|années?|annees?)\b/i;
/** How the work is arranged, which searches write after the town as they write the years ("Lille temps partiel", "Berlin or remote"). */
const ARRANGEMENT = /(?:\b(?:or|ou)\s+)?\b(?:temps (?:plein|partiel)|mi-temps|full[- ]time|part[- ]time|cdi|cdd|int[ée]rim|alternance|apprentissage|stage|internship|freelance|remote|t[ée]l[ée]travail|hybrid|hybride)\b/giu;
/** Longer than a search box query: read as a pasted job ad. */
const SHORT_QUERY_CHARS = 200;
const TITLE_CHARS = 120;
/** A line that says where the job is: a label ("Location:", "Lieu de travail :") or a French ad's "Poste basé à …". */
const LOCATION_LINE = /^\s*(?:(?:(?:job |work )?location|lieu(?: de travail)?|localisation|based in)\s*:|(?:le )?poste (?:est )?bas[ée] (?:à|a|en|sur))\s*(.+)$/im;

/**
 * Free text as a job. A short query ("infirmière de nuit à Lille, 3 ans") is a title whose
 * place and years count as stated, and whose skills are read from it as from a posted job's
 * title: the same words rank the same way through either door. A pasted ad is read as an ad:
 * its first line is the title and the rest its description, understood like a posted job's;
 * a place counts only when the title or a "Location:" line states it, not when the company
 * blurb names one.
 */
export function parseQuery(text: string, places: Places): JobInput {
  const trimmed = text.trim();
  if (trimmed.length <= SHORT_QUERY_CHARS && !trimmed.includes('\n')) {
    const years = YEARS.exec(trimmed);
    // The years and the arrangement end the part before them: "Développeur React Paris 5 ans" is in Paris, as "… à Paris" is.
    const place = places.find(trimmed.replace(YEARS, ',').replace(ARRANGEMENT, ','));
    return { title: trimmed, location: place ? placeName(place) : null, experienceMin: years ? Number(years[1]) : null };
  }
  const [firstLine, ...rest] = trimmed.split('\n');
  let title = firstLine!.trim();
  let description = rest.join('\n');
  if (title.length > TITLE_CHARS) {
    // One long paragraph: its first sentence stands for the title.
    const sentence = /^(.{10,}?[.!?])\s/.exec(title)?.[1] ?? title.slice(0, TITLE_CHARS);
    description = `${title.slice(sentence.length)}\n${description}`;
    title = sentence.slice(0, TITLE_CHARS);
  }
  const stated = LOCATION_LINE.exec(description)?.[1] ?? title;
  const place = places.find(stated);
  return { title, description, location: place ? placeName(place) : null };
}

function placeName(place: { city: string | null; country: string | null }): string {
  return [place.city, place.country].filter(Boolean).join(', ');
}
