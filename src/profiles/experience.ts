import type { Experience } from './profile.js';

/** "2019-03" or "2019" as a month index (year * 12 + month - 1); null when unreadable. */
export function monthIndex(value: string | null | undefined): number | null {
  const match = value ? /^(\d{4})(?:-(\d{2}))?$/.exec(value.trim()) : null;
  if (!match) return null;
  const month = match[2] ? Number(match[2]) : 1;
  return month >= 1 && month <= 12 ? Number(match[1]) * 12 + month - 1 : null;
}

/** "Career Break", "Pause parentale", "Congé parental", "Sabbatical": time a CV dates away from work. */
const AWAY_FROM_WORK = /\b(?:career break|sabbatical|(?:parental|maternity|paternity) leave|pause parentale|cong[eé]s? (?:parental|maternit[eé]|paternit[eé]|sabbatique)|ann[eé]e sabbatique)\b/i;

/**
 * Whole years covered by dated experience entries, overlapping periods counted once.
 * An entry without an end runs until `now`, one that ends later stops there; an entry without a
 * readable start, or starting after `now`, is skipped; so is time away from work.
 */
export function yearsFromExperiences(experiences: readonly Experience[], now: Date): number | null {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const periods = experiences
    .filter((entry) => !AWAY_FROM_WORK.test(entry.title ?? ''))
    .map((entry) => {
      const start = monthIndex(entry.start);
      // Months are counted whole ("Jan 2019 - Dec 2019" is a year); years alone are subtracted
      // ("2019 - 2021" is two years), the common reading of recruiters and of our labelled CVs.
      // A planned end ("2025 – 2099" of a civil servant, a contract until 2028) counts until now, a planned start not at all.
      const written = entry.end ? monthIndex(entry.end) : current;
      const end = written === null ? null : Math.min(written, current);
      const yearsOnly = entry.end && !entry.end.includes('-') && entry.start && !entry.start.includes('-') && end === written;
      return start !== null && end !== null && end >= start ? [start, yearsOnly ? end : end + 1] : null;
    })
    .filter((period): period is [number, number] => period !== null)
    .sort((a, b) => a[0] - b[0]);
  if (periods.length === 0) return null;
  let months = 0;
  let [from, to] = periods[0]!;
  for (const [start, end] of periods.slice(1)) {
    if (start <= to) to = Math.max(to, end);
    else {
      months += to - from;
      [from, to] = [start, end];
    }
  }
  months += to - from;
  return Math.floor(months / 12);
}
