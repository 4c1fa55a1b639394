import type { Taxonomy } from '../matching/taxonomy.js';
import { fold } from '../matching/text.js';
import type { Experience } from '../profiles/profile.js';
import type { ParseContext } from './cv-parser.js';
import type { Section } from './cv-sections.js';
import { BULLETED, entryAround } from './cv-entries.js';
import { endsWithPost, isOccupation, namesJob } from './cv-titles.js';

// A CV's jobs: dates as CVs write them, the lines that hold them, and the title and company beside them.

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janv: 1, janvier: 1, feb: 2, february: 2, fev: 2, fevr: 2, fevrier: 2, mar: 3, march: 3, mars: 3,
  apr: 4, april: 4, avr: 4, avril: 4, may: 5, mai: 5, jun: 6, june: 6, juin: 6, jul: 7, july: 7, juil: 7, juillet: 7,
  aug: 8, august: 8, aout: 8, sep: 9, sept: 9, september: 9, septembre: 9, oct: 10, october: 10, octobre: 10,
  nov: 11, november: 11, novembre: 11, dec: 12, december: 12, decembre: 12,
  // Seasons, as US resumes date terms and internships: their middle month.
  winter: 1, hiver: 1, spring: 4, printemps: 4, summer: 7, ete: 7, fall: 10, autumn: 10, automne: 10,
  // The month most often misspelt: "March 2018 – Febuary 2019" had been left open, a job to this day.
  febuary: 2, feburary: 2,
};
const MONTH_NAME = `(?:${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})`;
const MONTH = `${MONTH_NAME}\\.?`;
/**
 * A month or a year as CVs write them: "March 2019", "June, 2019", "June/2017", "1er mars 2019", "16th Jan 2015", "30Septembre 2024", "April 11, 2017", "Jan '19",
 * "December’ 21", "03/2019", "03.2019", "15/03/2019" (day first unless the second number cannot be a
 * month), "2019-03-01" (ISO, as JSON Resume themes print it), "2019-03", "2019/03", "2019 May" (year first, as Sri Lankan
 * CVs write it), "2019" (alone, a year of 19xx or 20xx:
 * "8384042750 / 8130292170" is two phones).
 */
/** "2019-03-01": a day's date the ISO way. */
const ISO_DAY = '(?:19|20)\\d{2}-[01]\\d-[0-3]\\d';
const DATE = `(?:(?:(?<!\\d)\\d{1,2}(?:er|st|nd|rd|th)?\\s*)?${MONTH}(?:,?\\s+\\d{4}|\\s*\\/\\s*\\d{4}|\\s*['’]\\s*\\d{2}|\\s*\\d{1,2}(?:st|nd|rd|th)?(?:,\\s*|\\s+)\\d{4})|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4}|\\d{1,2}[/.-]\\d{4}|(?<!\\d)${ISO_DAY}(?!\\d)|\\d{4}[/.-]\\d{1,2}(?![\\d/.-])|(?<!\\d)(?:19|20)\\d{2}\\s+${MONTH}(?![a-z])|(?<!\\d)(?:19|20)\\d{2}(?!\\d))`;
// The same in German, Spanish, Portuguese, Italian and Dutch, as the CVs of people moving to France or the US keep it ("04/2018 – heute").
const PRESENT = `(?:present|curr?ent|now|today|to date|date|ongoing|aujourd'hui|aujourdhui|auj\\.?|(?:to )?till (?:date|now|today)|until now|at the moment|ce jour|actuel|actuellement|en cours|en poste|a ce jour|maintenant|a present|heute|hoy|actualidad|atualmente|atual|presente|oggi|heden)(?![a-zà-ÿ])`;
/** "8 years of experience", "11 years of total experience", "8+ yrs experience", "8 ans d'expérience"; "Experience: 2 years as Data Analyst", "Expérience : 3 ans". */
const STATED_YEARS = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?|ans|annees)\s*(?:of\s+|d'|de\s+)?(?:professional\s+|solid\s+|total\s+|overall\s+|work\s+|industry\s+|relevant\s+)?(?:experience|expertise)|\bexperience\s*:\s*(\d{1,2})\s*\+?\s*(?:years?|yrs?|ans|annees)\b/i;
/**
 * What stands between a range's start and end: a dash, the tilde of Asian and Indian CVs ("Oct 2005 ~ Sep 2007",
 * "2019.03 ～ 2021.02"), a designed template's arrow, or a word ("through", and the "bis", "hasta", "até", "tot" of
 * CVs kept from another country).
 */
const RANGE_WORD = "through|thru|until|bis|hasta|ate|tot|to|au|a|jusqu'a";
const RANGE_CONNECTOR = `-|–|—|~|→|${RANGE_WORD}`;
/** "Fev 2023 / Aujourd'hui": a slash between spaces parts a range too; "2019/2020", a school year, is one without them. "2000 till date" needs none. */
const RANGE = new RegExp(`(${DATE})\\s*(?:${RANGE_CONNECTOR}|(?<=\\s)/(?=\\s)|(?=till\\s))\\s*(${DATE}|${PRESENT})`, 'i');
const SINCE = new RegExp(`(?:since|depuis)\\s+(${DATE})`, 'i');
/** "May 2014 onwards", as Indian resumes date the current job: a range to the present. */
const ONWARDS = new RegExp(`(${DATE})\\s+onwards?\\b`, 'i');
/** "Administrative Assistant Summer 2022", "Développeur Été 2019", "Summer - 2019": a season alone dates a job of about three months, set at the line's end or start. */
const SEASON = '(winter|hiver|spring|printemps|summer|ete|fall|autumn|automne)(?:\\s+|\\s*[-–]\\s*)((?:19|20)\\d{2})';
/** "2014 Summer⇥Northwind Parcel Service, Mahwah⇥Business Intelligence Intern": the year first, the season after it, at the line's start. */
const YEAR_THEN_SEASON = '((?:19|20)\\d{2})\\s+(winter|hiver|spring|printemps|summer|ete|fall|autumn|automne)\\b';
const SEASON_ALONE = new RegExp(`(?:^|\\s)${SEASON}$|^${SEASON}(?!\\d)|^${YEAR_THEN_SEASON}`, 'i');
/**
 * A range left open at the head of an entry, as LaTeX templates set the current job ("06/2022 – Bioinformatics
 * Engineer, Stilla"); its month is written ("2014 - Completed S1 at 105%" is an achievement's year).
 */
const MONTH_AND_YEAR = `${MONTH},?\\s+\\d{4}|\\d{1,2}[/.]\\d{4}`;
const OPEN_RANGE = new RegExp(`^(${MONTH_AND_YEAR})\\s*[-–—]\\s*(?=[a-z])(?!${PRESENT}\\b)`, 'i');
/**
 * "2025-⇥Assistant Professor, Bucknell University": a year and its dash, then a post, as academic CVs date the current one;
 * not "2014- Lead over 250 employees", a line of a job's description.
 */
const OPEN_YEAR = /^((?:19|20)\d{2})[-–—]\s+(?=\p{L})/u;
/** The most words a post's title takes after "2025-": more are a sentence of the description. */
const MAX_TITLE_WORDS = 5;
function openYearPost(folded: string, taxonomy: Taxonomy): RegExpExecArray | null {
  const open = OPEN_YEAR.exec(folded);
  const head = open ? folded.slice(open[0].length).split(/[,.|–—]/)[0]!.trim() : '';
  return open && head.split(/\s+/).length <= MAX_TITLE_WORDS && !/\d/.test(head) && namesJob(head, taxonomy) ? open : null;
}
/**
 * A range left open at the end of its line, its end not written ("Northwind Logistics      2021-03-01 —", JSON Resume's flat theme;
 * "(December 2020 -)" under a current job's title, in the brackets of the ranges closed before it; a year alone after the post's
 * words, "Professor of Economic Evaluation⇥2017 –", as Word tables date posts in a cell of their own; not after a comma,
 * "Comptable, Cabinet Durand, 2015 -", where the range's end is missing).
 */
const OPEN_AT_END = new RegExp(`(${MONTH_AND_YEAR}|${ISO_DAY}|(?<=[a-z)]\\s+)(?<!${MONTH}\\s+)(?:19|20)\\d{2})\\s*[-–—]\\s*\\)?\\s*$`, 'i');
const LATER_DATE = new RegExp(`(?:${MONTH}\\s+\\d{4}|\\b\\d{1,2}[/.]\\d{4})`, 'i');
const ONLY_PRESENT = new RegExp(`^${PRESENT}$`, 'i');
/** "Sep. 2023 Mar. 2024": two months side by side are a range whose dash the PDF lost (Awesome-CV draws it). */
const MONTHS_SIDE_BY_SIDE = new RegExp(`(${MONTH}\\s+\\d{4})\\s+(${MONTH}\\s+\\d{4}|${PRESENT})(?![\\p{L}\\d])`, 'iu');
/** A year range whose end is written with two digits: "2017 – 18", "2019-21"; "2010-12" is December 2010, not a range. */
const SHORT_YEAR_RANGE = /\b((?:19|20)\d{2})(?:\s+[-–]\s*|\s*[-–]\s+|[-–](?=1[3-9]|[2-9]\d))(\d{2})\b(?![\d/.'’%-])/;

const DATE_OR_PRESENT = new RegExp(`${DATE}|${PRESENT}`, 'gi');
/** What a date column's line may hold beside its dates: dashes, "from", "to", "since", a season or month whose year follows. */
// Whole words only, their full stops left to the punctuation: a month's own optional stop made "ete." readable two
// ways, and a line of many backtracked exponentially.
const BESIDE_DATES = new RegExp(`^(?:[\\s,.()/'~→-]|–|—|\\b(?:from|since|de|du|depuis|${RANGE_WORD})\\b|\\b${MONTH_NAME}\\b)*$`, 'i');

/**
 * A text that is dates and nothing else ("September 2020 -", "Present", "Summer - 2019", "2016 - 2020", "Oct. 19 – Juin 24"):
 * a line of a date column.
 */
export function isOnlyDates(text: string): boolean {
  // Read with its full years only when read as written it is not: most texts asked about are words.
  return datesAlone(text) || (/\d/.test(text) && datesAlone(withFullYears(text)));
}

function datesAlone(text: string): boolean {
  const folded = fold(text).replace(/’/g, "'");
  const rest = folded.replace(DATE_OR_PRESENT, ' ');
  return rest !== folded && BESIDE_DATES.test(rest);
}

const ENDS_WITH_DATE = new RegExp(`${DATE}\\s*$`, 'i');
const STARTS_WITH_RANGE_END = new RegExp(`^(?:${RANGE_CONNECTOR})\\s*(?:${DATE}|${PRESENT})`, 'i');
const ENDS_WITH_RANGE_START = new RegExp(`${DATE}\\s*(?:${RANGE_CONNECTOR})$`, 'i');
const STARTS_WITH_DATE = new RegExp(`^(?:${DATE}|${PRESENT})`, 'i');
/** "(July 2021 - August" / "2022)": the end's month on one line, its year on the next. */
const ENDS_WITH_RANGE_MONTH = new RegExp(`${DATE}\\s*(?:${RANGE_CONNECTOR})\\s*(?:\\d{1,2}(?:er)?\\s*)?${MONTH}$`, 'i');
const STARTS_WITH_YEAR = /^\d{4}(?!\d)/;
/** "…(Wimereux 62) de septembre" / "2020 à août 2023": a range's first month at a line's end, its year and the rest of the range on the next. */
const ENDS_WITH_START_MONTH = new RegExp(`(?:^|\\s)(?:de|du|from|since|depuis)\\s+${MONTH}$`, 'i');
const STARTS_WITH_YEAR_RANGE = new RegExp(`^\\d{4}\\s*(?:${RANGE_CONNECTOR})\\s*(?:${DATE}|${PRESENT})`, 'i');
/** "to" alone on its line, between "May 2013" and "June 2014", as LiveCareer's PDFs set a range in a narrow column. */
const LONE_CONNECTOR = new RegExp(`^(?:${RANGE_CONNECTOR})$`, 'i');

/** A date range that a narrow column wrapped over two or three lines ("2018" / "- aujourd'hui", "2015 -" / "2019", "July 2021 - August" / "2022", "May 2013" / "to" / "June 2014", "de septembre" / "2020 à août 2023") is put back together. */
export function joinWrappedRanges(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const wrapped =
      previous &&
      ((ENDS_WITH_DATE.test(fold(previous)) && STARTS_WITH_RANGE_END.test(fold(line))) ||
        (ENDS_WITH_RANGE_START.test(fold(previous)) && STARTS_WITH_DATE.test(fold(line))) ||
        (ENDS_WITH_DATE.test(fold(previous)) && LONE_CONNECTOR.test(fold(line).trim())) ||
        (ENDS_WITH_RANGE_MONTH.test(fold(previous)) && STARTS_WITH_YEAR.test(line)) ||
        (ENDS_WITH_START_MONTH.test(fold(previous)) && STARTS_WITH_YEAR_RANGE.test(fold(line))));
    if (wrapped) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

/** "2019-09 -" over "2020-01", "2018-10" over "Current": the year, then the month, as Zety's "Work History" column writes them. */
const YEAR_DASH_MONTH = '(?:19|20)\\d{2}-(?:0[1-9]|1[0-2])';
/** The words a column of dates is written in: "From", "De", "Depuis", months, years, "to", "à", "present". */
const DATE_WORD = new RegExp(`^(?:from|since|de|du|depuis|(?:d')?${MONTH}|(?:19|20)\\d{2}|\\d{1,2}[/.](?:19|20)\\d{2}|${YEAR_DASH_MONTH}|${RANGE_CONNECTOR}|present|current|now|today|ongoing|aujourd'hui|actuel|actuellement|maintenant)$`, 'i');
const HAS_DATE = new RegExp(`^(?:(?:d')?${MONTH}|(?:19|20)\\d{2}|\\d{1,2}[/.](?:19|20)\\d{2}|${YEAR_DASH_MONTH})$`, 'i');
const WHOLE_RANGE = new RegExp(`^(?:(?:from|de|du|d')\\s*)?${RANGE.source}$|^${SINCE.source}$`, 'i');

/**
 * A column of dates too narrow for its ranges, beside the entries it dates: each of its lines is
 * read with the entry's line at the same height ("From February Mobile and Web development" /
 * "2023 to June Watt Analytics" / "2023 Remote contract…", "Depuis juillet Barman" / "2017 Campings").
 * The dates that open two or three lines are put back together at the head of the first.
 */
export function joinDateColumn(lines: string[]): string[] {
  const out = [...lines];
  let endsOverStarts = false;
  for (let i = 0; i < out.length - 1; i++) {
    const first = dateHead(out[i]!);
    // "Present⇥Software Engineer, …" over "August 2021⇥…": a column that stacks each range's end over its start.
    const under = first.head.length > 0 ? dateHead(out[i + 1]!) : null;
    if (under && startsUnder(first, under.head, endsOverStarts)) {
      endsOverStarts = true;
      out[i] = [...under.head, '-', ...first.head, ...first.rest].join(' ');
      out[i + 1] = under.rest.join(' ');
      continue;
    }
    // "Depuis⇥Chercheur ISFP…" over "oct. 2021": the date that the word for since opens is on the next line.
    if (first.head.length === 1 && SINCE_WORD.test(fold(first.head[0]!)) && first.rest.length > 0) {
      const second = dateHead(out[i + 1]!);
      if (MONTH_DATE.test(fold(second.head.join(' ')))) {
        out[i] = [...first.head, ...second.head, ...first.rest].join(' ');
        out[i + 1] = second.rest.join(' ');
        continue;
      }
    }
    if (!first.head.some((word) => HAS_DATE.test(fold(word))) || isWholeRange(first.head)) continue;
    const second = dateHead(out[i + 1]!);
    const third = i + 2 < out.length ? dateHead(out[i + 2]!) : null;
    const inTwo = shortestCompletion(first.head, second.head);
    const inThree = inTwo === null && third && second.head.length > 0 ? shortestCompletion([...first.head, ...second.head], third.head) : null;
    if (inTwo === null && inThree === null) {
      const secondWords = [...second.head, ...second.rest];
      // "Juil. 2018 et" over "Juil. 2020": two summers, each a month of its own, not a range.
      const stacked = CONJUNCTION.test(first.rest[0] ?? '') ? null : stackedEnd(first.head, secondWords);
      if (stacked === null) continue;
      out[i] = [...first.head, '-', ...secondWords.slice(0, stacked), ...first.rest].join(' ');
      out[i + 1] = secondWords.slice(stacked).join(' ');
      continue;
    }
    const taken = inTwo ?? second.head.length;
    const dates = [...first.head, ...second.head.slice(0, taken), ...(inThree !== null ? third!.head.slice(0, inThree) : [])];
    out[i] = [...dates, ...first.rest].join(' ');
    out[i + 1] = [...second.head.slice(taken), ...second.rest].join(' ');
    if (inThree !== null) out[i + 2] = [...third!.head.slice(inThree), ...third!.rest].join(' ');
  }
  return out.filter(Boolean);
}

const SEASON_WORD = /^(?:winter|hiver|spring|printemps|summer|ete|fall|autumn|automne)$/;
const CONJUNCTION = /^(?:et|and|&)$/i;
const SINCE_WORD = /^(?:since|depuis)$/;
/** A month of a year, as a column of dates writes one: "07/2023", "Sep 2023". */
const MONTH_DATE = new RegExp(`^(?:${MONTH}\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|${YEAR_DASH_MONTH})$`, 'i');

/**
 * "07/2023" over "Present", "09/2021" over "05/2023", "06/2018" over "à ce jour": a column that stacks a
 * range's start over its end and draws no dash between them; how many of the next line's words are the end, or null.
 * Only months, the end no earlier than the start: a column of single dates, one a job, stays as it is.
 */
function stackedEnd(head: string[], next: string[]): number | null {
  // "Été 2010" over "Été 2011": two summer jobs, a season each, not one year of work.
  const start = MONTH_DATE.test(fold(head.join(' '))) && !SEASON_WORD.test(fold(head[0]!)) ? toYearMonth(head.join(' ')) : null;
  if (!start) return null;
  for (let taken = 1; taken <= Math.min(3, next.length); taken++) {
    const written = next.slice(0, taken).join(' ');
    if (ONLY_PRESENT.test(fold(written))) return taken;
    const end = MONTH_DATE.test(fold(written)) ? toYearMonth(written) : null;
    if (end) return endsNoEarlier(start, end) ? taken : null;
  }
  return null;
}

/**
 * "Present" over "August 2021", then "August 2021" over "June 2020": a column that stacks a range's end over its start, each
 * beside its own line of the entry. Months only, and only once the column set a current job's end over its start: a column
 * of single dates, one a job and the latest first, stays as it is. Whether the next line opens with the start alone.
 */
function startsUnder(first: { head: string[]; rest: string[] }, next: string[], endsOverStarts: boolean): boolean {
  const written = fold(next.join(' '));
  const start = MONTH_DATE.test(written) && !SEASON_WORD.test(fold(next[0] ?? '')) ? toYearMonth(next.join(' ')) : null;
  // "Present findings to the board": a sentence's verb, in small letters after it.
  if (!start || /^\p{Ll}/u.test(first.rest[0] ?? '')) return false;
  const end = fold(first.head.join(' '));
  if (ONLY_PRESENT.test(end)) return true;
  const ended = endsOverStarts && MONTH_DATE.test(end) ? toYearMonth(first.head.join(' ')) : null;
  return ended !== null && endsNoEarlier(start, ended);
}

function dateHead(line: string): { head: string[]; rest: string[] } {
  // "Jan 2016-" over "August 2017", "May-" over "October 2024": the dash glued to the start, the end on the next line.
  // "Mar, 2008-" over "Sept,2008": a comma after the month, a space after it or not.
  const words = line.trim().replace(/(?<=[\p{L}\d])([-–—])(?=\s|$)/gu, ' $1').replace(/(?<=\p{L}),(?=\d{4})/gu, ', ').split(/\s+/);
  let count = 0;
  // "Feb - April⇥Printemps⇥Paris, France": a season's name right after a month is a name (the department store), no date.
  const isDateWord = (i: number) => DATE_WORD.test(fold(words[i]!).replace(/(?<=\p{L}),$/u, '')) && !(i > 0 && SEASON_WORD.test(fold(words[i]!)) && isMonth(words[i - 1]!));
  while (count < words.length && isDateWord(count)) count++;
  return { head: words.slice(0, count), rest: words.slice(count) };
}

/** A range as a column of dates writes it, its end no earlier than its start ("06/2022 –" over "11/2019 – 06/2022" is two entries); two months may share the year after the second. */
function isWholeRange(words: string[]): boolean {
  // "Mars - Sept" over "2024", as Awesome-CV's French users set a season's months over its year.
  const written = fold(withFullYears(words.join(' ')));
  if (!WHOLE_RANGE.test(written)) return false;
  const range = RANGE.exec(written);
  const [start, end] = range ? [toYearMonth(range[1]!), rangeEnd(range[2]!)] : [null, null];
  return !start || !end || endsNoEarlier(start, end);
}

/** "2019-03" or "2019" to "2019-11" or "2019": a year alone runs through its months. */
function endsNoEarlier(start: string, end: string): boolean {
  return `${end}-12` >= `${start}-00`;
}

/** How few of the next line's opening date words complete a range begun by `head`; null if none do. */
function shortestCompletion(head: string[], next: string[]): number | null {
  for (let taken = 1; taken <= next.length; taken++) if (isWholeRange([...head, ...next.slice(0, taken)])) return taken;
  return null;
}

/** Years stated in words, for CVs without dated entries. */
export function statedYears(text: string): number | null {
  const match = STATED_YEARS.exec(fold(text).replace(/[’]/g, "'"));
  return match ? Number(match[1] ?? match[2]) : null;
}

function toYearMonth(value: string): string | null {
  // The full stop of an abbreviated month goes ("sept. 2019"), as does a comma after a month ("June, 2019"), or both ("janv., 2020",
  // as JSON Resume's themes print French months); not the full stop between numbers ("09.2019").
  // "December’ 21" is "December '21".
  const folded = fold(value)
    .replace(/([a-z])[.,]+/g, '$1')
    .replace(/^\d{1,2}(?:er|st|nd|rd|th)?\s*(?=[a-z])/, '')
    .replace(/^([a-z]+)\s*['’]\s*(\d{2})$/, "$1 '$2")
    // "March 30,2017", "Dec25, 2008": a day after the month, glued to it or the year.
    .replace(/^([a-z]+)\s*\d{1,2}(?:st|nd|rd|th)?(?:,?\s+|,)(\d{4})$/, '$1 $2')
    // "2024 May", as Sri Lankan and East Asian CVs write a month; "June/2017".
    .replace(/^(\d{4})\s+([a-z]+)$/, '$2 $1')
    .replace(/^([a-z]+)\s*\/\s*(\d{4})$/, '$1 $2')
    .trim();
  const monthName = /^([a-z]+)\s+(\d{4}|['’]\d{2})$/.exec(folded);
  if (monthName) {
    const year = monthName[2]!.length === 4 ? monthName[2]! : fullYear(monthName[2]!.slice(1));
    const month = MONTHS[monthName[1]!];
    return month ? yearMonth(year, month) : year;
  }
  const dayMonthYear = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(folded);
  if (dayMonthYear) return Number(dayMonthYear[2]) > 12 ? yearMonth(dayMonthYear[3]!, Number(dayMonthYear[1])) : yearMonth(dayMonthYear[3]!, Number(dayMonthYear[2]));
  const monthYear = /^(\d{1,2})[/.-](\d{4})$/.exec(folded);
  if (monthYear) return yearMonth(monthYear[2]!, Number(monthYear[1]));
  const yearMonthWritten = /^(\d{4})[/.-](\d{1,2})(?:-\d{2})?$/.exec(folded);
  if (yearMonthWritten) return yearMonth(yearMonthWritten[1]!, Number(yearMonthWritten[2]));
  if (/^\d{4}$/.test(folded)) return folded;
  return null;
}

/** "2019-03"; null when the month is no month. */
function yearMonth(year: string, month: number): string | null {
  return month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : null;
}

/**
 * Jobs a page's sidebar cut off from their section: a two-column template whose second page
 * opens with its "Education" column leaves "DevOps engineer Jan 15 - Sep 15" under that heading.
 * Only a dated line that names an occupation, with no school or degree, counts.
 */
function strayJobs(sections: Record<Section, string[]>, taxonomy: Taxonomy): string[] {
  return sections.education.filter((line, i) => {
    const folded = fold(withFullYears(line));
    const range = RANGE.exec(folded);
    if (!range || SCHOOLING.test(folded)) return false;
    // "42 SCHOOL PARIS" over "Digital architect (2020 - present)": a school's programme, named as its trade. Not where
    // the school ends an entry dated above it ("2009 - 2011", "M. Sc. Physics.", "Universität Bonn", then the jobs).
    const above = [-3, -2, -1].map((offset) => fold(sections.education[i + offset] ?? ''));
    if (SCHOOLING.test(above[2]!) && !above.some((entryLine) => RANGE.test(entryLine))) return false;
    const rest = besideDates(folded, range);
    return rest.length > 0 && isOccupation(rest, taxonomy);
  });
}

/** A school, a degree or a course: "Engineer training in Applied mathematics" is schooling, not an engineer's job. */
const SCHOOLING = /\b(?:universit\w*|school|ecole|college|lycee|institut\w*|bachelor|master|licence|diplom\w*|degree|b\.?\s?sc|m\.?\s?sc|phd|doctora\w*|student|etudiant\w*|thesis|these|course|cours|formation|certificat\w*|training in)\b/;

/**
 * A month as the line writes it, before its accents are folded ("Août", "Déc."): the dates of a range are read
 * before the rest of the line, whose title keeps its accents.
 */
const ACCENTED: Record<string, string> = { a: '[aàâ]', e: '[eéèê]', i: '[iî]', o: '[oô]', u: '[uûù]' };
const MONTH_AS_WRITTEN = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[aeiou]/g, (vowel) => ACCENTED[vowel]!))
  .join('|')})\\.?`;

/**
 * "Sep 15 - NOW", "Jan 15 - Sep 15", "Nov 06 to April 2008", and as French CVs write them, "Mai.23 – Sept.24",
 * "Août 15 – Janv. 17", "Janv. 2017 – Nov.19": in a range, a month's two digits are its year, not its day; not
 * in "Feb 24 to Apr 11 2017", whose year comes after both days.
 */
const SHORT_YEARS_RANGE = new RegExp(
  `(?<![\\p{L}\\d])(${MONTH_AS_WRITTEN})\\s*(\\d{2}|\\d{4})\\s*(-|–|—|to)\\s*(?:(${MONTH_AS_WRITTEN})\\s*(\\d{2}|\\d{4})(?![\\p{L}\\d])(?!,?\\s*\\d{4})|(${PRESENT}|pr[ée]sent(?!\\p{L})|[àa] ce jour))`,
  'giu',
);

/** "04/06 – Present", "03/97 – 03/06": US resumes' months with two-digit years, in a range only. */
const NUMERIC_SHORT_YEARS_RANGE = new RegExp(`(?<![\\d/.])(0?[1-9]|1[0-2])/(\\d{2})\\s*(-|–|—|to)\\s*(?:(0?[1-9]|1[0-2])/(\\d{2})(?![\\d/])|(${PRESENT}))`, 'giu');

/** "02/01 au 30/06/2024": two days, the year written after the second only. */
const DAYS_SHARING_A_YEAR = /(?<![\d/.])(\d{1,2})[/.](\d{1,2})\s*(?:au|à|-|–|—)\s*(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?![\d/.])/giu;
/** "06 au 08/2023": two months by their numbers, as French CVs write "du 06 au 08/2023". */
const MONTH_NUMBERS_SHARING_A_YEAR = /(?<![\d/.])(\d{1,2})\s+(?:au|à)\s+(\d{1,2})[/.](\d{4})(?![\d/.])/giu;

/** Two months of one year, each with the year: "06/2023 - 08/2023"; the first in the year before when it comes later in a year. */
function monthsOfYear(written: string, first: string, second: string, year: string): string {
  const [start, end] = [Number(first), Number(second)];
  if (start < 1 || start > 12 || end < 1 || end > 12) return written;
  return `${start}/${start > end ? Number(year) - 1 : year} - ${end}/${year}`;
}

const SLASHED_YEARS = /(?<![\d/.-])((?:19|20)\d{2})\/((?:19|20)\d{2})(?![\d/.-])/g;
/** "JAN 2024 | CURRENT", "JAN 2022 | DEC 2023": a line of a range alone whose parts a bar sets apart, as a designed template dates its jobs. */
const BAR_RANGE_ALONE = new RegExp(`^(\\s*(?:${DATE}))\\s+\\|\\s+(${DATE}|${PRESENT})\\s*$`, 'iu');
/** "Mar-2019", "Septembre-2018": a month and its year joined by a hyphen. */
const MONTH_HYPHEN_YEAR = new RegExp(`(?<![\\p{L}\\d])(${MONTH_AS_WRITTEN})-((?:19|20)\\d{2})(?!\\d)`, 'giu');
/** "02 / 2015 - 12 / 2017": a month's number and its year, a slash between them set off by spaces. */
const SPACED_MONTH_SLASH = /(?<![\d/.])(0?[1-9]|1[0-2])(?:\s+\/\s*|\s*\/\s+)((?:19|20)\d{2})(?![\d/])/g;
function withFullYears(line: string): string {
  return line
    .replace(MONTH_HYPHEN_YEAR, '$1 $2')
    .replace(SPACED_MONTH_SLASH, '$1/$2')
    .replace(BAR_RANGE_ALONE, '$1 - $2')
    // "Dec. 2021-2020-present.": a year before the start's, left in as the range was brought up to date, is no end.
    .replace(STALE_END_BEFORE_PRESENT, (written, start: string, stale: string, present: string) => (Number(stale) < Number(start) ? `${start} - ${present}` : written))
    // "Project Scientist⇥2015 present", "Ph.D. Graduate Student⇥2008 2013": a range whose dash the PDF's font lost, ending the line.
    .replace(DASHLESS_RANGE_AT_END, (written, start: string, end: string) => (/^\d/.test(end) && Number(end) <= Number(start) ? written : `${start} - ${end}`))
    // "2020/2022: travail en alternance": years a slash apart, more than a school year's, are a range.
    .replace(SLASHED_YEARS, (written, start: string, end: string) => (Number(end) - Number(start) >= 2 ? `${start} - ${end}` : written))
    .replace(DAYS_SHARING_A_YEAR, (written, _startDay: string, startMonth: string, _endDay: string, endMonth: string, year: string) => monthsOfYear(written, startMonth, endMonth, year))
    .replace(MONTH_NUMBERS_SHARING_A_YEAR, (written, startMonth: string, endMonth: string, year: string) => monthsOfYear(written, startMonth, endMonth, year))
    .replace(NUMERIC_SHORT_YEARS_RANGE, (_, startMonth: string, startYear: string, dash: string, endMonth?: string, endYear?: string, present?: string) =>
      `${startMonth}/${fullYear(startYear)} ${dash} ${endMonth ? `${endMonth}/${fullYear(endYear!)}` : present}`,
    )
    .replace(SHORT_YEARS_RANGE, (written, startMonth: string, startYear: string, dash: string, endMonth?: string, endYear?: string, present?: string) => {
      const [start, end] = [startYear, endYear].map((year) => (year && year.length === 2 ? fullYear(year) : year));
      // "Feb 24 to Apr 2017": a year after the end's is the start's day.
      if (end && start! > end) return written;
      return `${startMonth} ${start} ${dash} ${endMonth ? `${endMonth} ${end}` : present}`;
    })
    .replace(MONTHS_SHARING_A_YEAR, (written, first: string, dash: string, second: string, year: string) => {
      if (!isMonth(first) || !isMonth(second)) return written;
      // "Spring/Summer 2009", "FALL/WINTER 2015": a fashion collection's seasons, not months worked.
      if (dash === '/' && [first, second].some((word) => SEASON_WORD.test(fold(word)))) return written;
      // "novembre au février 2024" began the year before.
      const startYear = monthOf(first) > monthOf(second) ? Number(year) - 1 : Number(year);
      return `${first} ${startYear} ${dash} ${second} ${year}`;
    });
}

const DASHLESS_RANGE_AT_END = /(?<=\p{L}[^\d]*\s)((?:19|20)\d{2}) ((?:19|20)\d{2}|present|current)$/iu;
const STALE_END_BEFORE_PRESENT = /(?<!\d)((?:19|20)\d{2})\s*[-–—]\s*((?:19|20)\d{2})\s*[-–—]\s*(present|current|now|today|présent|aujourd'hui)\b/iu;

/**
 * "June - August 2017", "Mai-Juin 2012", "Oct-Déc 2011", "juillet/août 2025", "10 juillet au 29 septembre 2023", "Feb 24 to
 * Apr 11 2017", "Juin → août 2021": two months (a day before or after either is left out) that share the year written after
 * the second.
 */
const MONTHS_SHARING_A_YEAR = /(?<![\p{L}\d])(?:\d{1,2}(?:er)?\s+)?(\p{L}{3,9}\.?)(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?\s*(-|–|—|→|to|à|au|a|\/)\s*(?:\d{1,2}(?:er)?\s+)?(\p{L}{3,9}\.?)(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?\s+(\d{4})(?!\d)/giu;
const monthOf = (word: string) => MONTHS[fold(word).replace(/\.$/, '')] ?? 0;
const isMonth = (word: string) => monthOf(word) > 0;

/** "'19" is 2019, "'98" 1998. */
function fullYear(twoDigits: string): string {
  return `${Number(twoDigits) <= 50 ? 20 : 19}${twoDigits}`;
}

/** "April 2021 – July 2021", "Juin 2024", "Summer 2019": text that opens with a month and its year ("Marketing 2023" does not). */
const MONTH_THEN_YEAR = new RegExp(`^${MONTH}\\s+\\d`, 'i');
export const startsWithMonth = (text: string) => MONTH_THEN_YEAR.test(fold(text));

/**
 * "z Février 2025 – Juin 2025": an icon font's calendar read as a letter before a job's dates, which had been its title.
 * Not a word of one letter: "De févr. 2022" over "à oct. 2022" is a range.
 */
const ICON_BEFORE_DATES = /^(?![aày]\s)\p{Ll}\s+(?=\S)/u;
export function withoutIconBeforeDates(line: string): string {
  const dates = line.replace(ICON_BEFORE_DATES, '');
  return dates !== line && startsWithMonth(dates) ? dates : line;
}

/** A line with a range of dates ("2018 - 2021", "juin 2018 - février 2021"). */
export const isDated = (line: string) => RANGE.test(fold(line));

/**
 * A line dated as a job is ("October 2023 – January 2024", "02/2020 – Present"): a range with a month
 * or without an end. "MS Office 2000-2016", a product's versions, is two years.
 */
export function isDatedByMonth(line: string): boolean {
  const range = RANGE.exec(fold(line));
  return range !== null && !(/^\d{4}$/.test(range[1]!) && /^\d{4}$/.test(range[2]!));
}

/** What a dated entry names when it is a stay or a journey, not a job: "Séjours réguliers à l'étranger", "Travel across Asia". */
const STAYS = /^[^\p{L}]*(?:sejours?|voyages?|travels?|travell?ing|stays?)(?:\s+(?:reguliers?|linguistiques?|a l'etranger|abroad|across|around|in|en|au|aux)\b|\s*$)/u;

/** The longest head read under its dates on the strength of the entries above it. */
const LONGEST_HEAD = 160;

/** No job of a CV began longer ago than this many years. */
const LONGEST_CAREER = 55;
/**
 * Products written with their versions (not "Server" alone, nor "Office": a waiter's and an assistant's posts); the versions
 * may stand in brackets after the product's servers ("Administration de serveurs Windows (2003 à 2016)").
 */
const VERSIONED_PRODUCT = /\b(?:sql server|windows(?: server)?(?: serv(?:er|eur)s?)?|ms office|microsoft office|visual studio|exchange|sharepoint|biztalk|oracle|excel|visio|dynamics|sql)\s*\(?\s*$/;

/**
 * "• Inventoried field records and sampling data from 1994 to present, organizing physical samples": a range that a bullet's
 * sentence runs through, what the work was about, not a job's dates.
 */
const RANGE_IN_BULLET_SENTENCE = /^\s*[•●▪◦‣*-]\s*\p{Lu}?\p{Ll}+(?:\s+\S+){3,}\s+from\s+(?:\p{L}+\.?\s+)?\d{4}\s+(?:to|-|–)\s+(?:\p{L}+\.?\s+)?(?:\d{4}|present|now|today)\s*,\s*\p{Ll}/u;

/** A post the line says is voluntary: "Bénévolat :", "Volunteer –" before it, or "(bénévole)", "(volunteer)" beside it; not a "Volunteer Coordinator". */
const VOLUNTEERING = /^[^\p{L}]*(?:benevolat|benevole|volontariat|volunteer(?:ing)?)\s*[:–—-]|\((?:benevole|volunteer|volontaire|unpaid)\)/u;

function findExperiences(lines: string[], context: ParseContext): Experience[] {
  const entries: Experience[] = [];
  // The last line of dates alone whose entry was read under it ("Mars 2022 à Février 2025" over "Gérante de structure").
  let headedBelow = Number.NEGATIVE_INFINITY;
  lines.forEach((line, index) => {
    const folded = fold(line).replace(ONWARDS, '$1 - present');
    const range = RANGE.exec(folded) ?? MONTHS_SIDE_BY_SIDE.exec(folded);
    const since = range ? null : sinceInEntry(folded);
    const open = range || since ? null : (OPEN_RANGE.exec(folded) ?? OPEN_AT_END.exec(folded) ?? openYearPost(folded, context.taxonomy));
    const short = range || since || open ? null : SHORT_YEAR_RANGE.exec(folded);
    const match = range ?? since ?? open ?? short;
    if (!match) {
      entries.push(...seasonJob(lines, index, context));
      return;
    }
    // "from SQL Server 2000 to 2005", "windows 2000 -2003 Environment": a product's versions, not a job's years.
    if (VERSIONED_PRODUCT.test(folded.slice(0, match.index))) return;
    // "Bénévolat : Croix-Rouge, 2014 – 2016" among the jobs: unpaid, as under a heading of its own.
    if (VOLUNTEERING.test(folded)) return;
    if (RANGE_IN_BULLET_SENTENCE.test(line)) return;
    const start = toYearMonth(match[1]!);
    // "2017 – 18" ends in 2018: the start's century, if that comes after the start.
    const shortEnd = short ? `${short[1]!.slice(0, 2)}${short[2]}` : null;
    if (!start || (shortEnd && shortEnd <= short![1]!)) return;
    // "Since 1923, Novo Nordisk has been committed…": a client's history in a project's description, not a job.
    if (Number(start.slice(0, 4)) < context.now.getUTCFullYear() - LONGEST_CAREER) return;
    // An open range that names its end further on ("SEPT 2012- Instructor, Idyllwild School … JAN 2013") ends there.
    const laterEnd = open ? LATER_DATE.exec(folded.slice(open.index + open[0].length))?.[0] : undefined;
    // "Holidays" over "since 2019⇥Camp leader…", a column of dates: a job of each holiday since then, no year's work each year.
    const seasonal = (since || open) && EACH_HOLIDAY.test(fold(lines[index - 1] ?? ''));
    const end = range ? rangeEnd(range[2]!) : laterEnd ? toYearMonth(laterEnd) : seasonal ? start : shortEnd;
    const beside = besideDates(line, match);
    // "2009 - 2019 : Séjours réguliers à l'étranger" among the jobs: stays and travels, no work.
    if (STAYS.test(fold(beside))) return;
    // Where the entry above was read under its dates, the line above these is that entry's (its head, or the head's
    // wrapped end), not this one's: this one is read under its dates too, unless a description's sentence or bullet
    // follows them (a second spell of the same post, whose title stands above).
    const below = lines[index + 1]?.trim() ?? '';
    // So is it where the entry above opens with its year ("2022 - Formation CIF" over "Simplon", then "2001 - 2021" over
    // "Agent de magasin", as France Travail's CVs set them): the employer above is that entry's, the post under the dates this one's.
    const yearHeadAbove = YEAR_HEAD.test(fold(lines[index - 2] ?? '')) && !namesJob(lines[index - 1] ?? '', context.taxonomy) && namesJob(below, context.taxonomy);
    const read = !beside && (headedBelow >= index - 3 || yearHeadAbove) && below && !/[.;]$/.test(below) && !BULLETED.test(below) ? lines.with(index - 1, '') : lines;
    const under = entryAround(read, index, beside, context, isDated);
    // A long head under its dates, which reads as prose ("Directrice de structure d'une association de service d'aide et
    // d'accompagnement à domicile (11 - Carcassonne)"): where the entries above were read under their dates, it is this one's.
    // Not a head that a dash parts from a description run on after it ("Dishwasher/cook Acme - Portland, OR Cooked and…").
    const long = read !== lines && !under.title && !under.company && below.length <= LONGEST_HEAD && !isDated(below) && !/\s[-–—|]\s/.test(below.replace(/\([^)]*\)?/g, ''));
    const entry = long ? entryAround(read.with(index + 1, ''), index, below, context, isDated) : under;
    if (read !== lines || (!beside && [entry.title, entry.company].some((part) => part && fold(below).includes(fold(part))))) headedBelow = index;
    entries.push({ ...entry, start, end });
    if (range) entries.push(...rangesBeside(folded.slice(range.index + range[0].length)));
  });
  return entries;
}

/** The dates' column saying the job comes back with the holidays: "Holidays", "Vacances scolaires", "Summers". */
const EACH_HOLIDAY = /^(?:holidays|school holidays|summers|vacances(?: scolaires)?|etes)\b/;

/** A year, a dash, then words: an entry whose dates open its line ("2023 - Formation CDA Java", begun that year). */
const YEAR_HEAD = /^(?:19|20)\d{2}\s*[-–—]\s+\p{L}/u;

/**
 * "Since March 2020" heading an entry, or after its title; not in a sentence of its description
 * ("I have worked at Shantilal Gala & Company (Nairobi, Kenya) which is an Audit firm, since 2nd July 2012.").
 */
function sinceInEntry(folded: string): RegExpExecArray | null {
  const since = SINCE.exec(folded);
  return since && !/^(?:i|my)\s/.test(folded) && folded.slice(0, since.index).split(/\s+/).length <= WORDS_BEFORE_SINCE ? since : null;
}
const WORDS_BEFORE_SINCE = 10;

/** The job a season alone dates: the season's three months around its middle one (summer: June to August). */
function seasonJob(lines: string[], index: number, context: ParseContext): Experience[] {
  const line = lines[index]!;
  const season = SEASON_ALONE.exec(fold(line));
  if (!season) return [];
  const middle = MONTHS[(season[1] ?? season[3] ?? season[6])!]!;
  const year = (season[2] ?? season[4] ?? season[5])!;
  const beside = (line.slice(0, season.index) + ' ' + line.slice(season.index + season[0].length)).trim();
  return [{ ...entryAround(lines, index, beside, context, isDated), start: yearMonth(year, Math.max(1, middle - 1))!, end: yearMonth(year, Math.min(12, middle + 1))! }];
}

/**
 * Jobs set side by side, as a grid template does ("January 2019 to Present June 2016 to December
 * 2018" under two companies on one line): the ranges after the first are jobs too, whose titles
 * the line cannot part.
 */
function rangesBeside(rest: string): Experience[] {
  return [...rest.matchAll(RANGES)].flatMap((range) => {
    const start = toYearMonth(range[1]!);
    return start ? [{ title: null, company: null, start, end: rangeEnd(range[2]!) }] : [];
  });
}

const RANGES = new RegExp(RANGE.source, 'gi');

/** A range's end as a month, or null while it runs ("present", "à ce jour"). */
function rangeEnd(written: string): string | null {
  return ONLY_PRESENT.test(written) ? null : toYearMonth(written);
}

/** What a dated line says besides its dates: "Engineer, Acme" of "Engineer, Acme (2019 – 2021)". */
function besideDates(line: string, dates: RegExpExecArray): string {
  // "From March 2019 to May 2020 Engineer", "D'octobre 2022 à février 2023 Stage": the word that opens the range is the range's.
  const before = line.slice(0, dates.index).replace(RANGE_OPENER, '');
  const after = line.slice(dates.index + dates[0].length).replace(LENGTH_ALONE, '');
  // "Staff Accountant 04/2006 to 09/2016 Deloitte - Boston, MA": dates between two parts of the head part them as a bar would.
  // Not dates inside a note: "Scala (practical sessions, 2013-2014), Javascript", "2001 – 2003 (Outsourced to CSC)", "(Remote)".
  const note = after.replace(DURATION, '').trim();
  const parted = /\p{L}/u.test(before) && /\p{L}/u.test(note) && !/^\(.*\)$/.test(note) && !/\([^)]*$/.test(before.replace(/\(\s*$/, ''));
  const joined = parted ? `${before.replace(BEFORE_DATES, '')} | ${after.replace(DURATION, '').replace(AFTER_DATES, '')}` : `${before} ${after}`;
  const beside = joined
    .replace(DURATION, '')
    // "Boots - Customer Advisor - (June 2019 - September 2019)": the brackets the dates leave empty go before the separators around them.
    .replace(/\(\s*\)/g, '')
    // An icon font's glyph before the dates (a private or control character: "\u0088 Apr 2015 – Apr 2023, Budapest") is no part of the job.
    .replace(/^[\s\p{Cc}\p{Co},|/:–—-]+|[\s,|/:–—(-]+$/gu, '')
    .trim();
  // "From: 2012 – Present", "Période : 2019 - 2021": the dates' own label says nothing of the job; nor does a letter alone, an
  // icon font's calendar ("z April/2019 – November/2022", AltaCV's).
  return DATES_LABEL.test(beside) || /^\p{L}$/u.test(beside) ? '' : beside;
}

/**
 * The length a profile site adds after the dates: "(6 years 1 month)", "· 2 yrs 3 mos", "(1 an 5 mois)".
 * Whole words only: "mos" read out of "mois" left "is)" behind as the employer.
 */
const DURATION_UNIT = '(?:years?|yrs?|années?|ans?|months?|mois|mos?)(?![\\p{L}])';
const LENGTH = `\\d+\\s*${DURATION_UNIT}(?:\\s*(?:,|and|et)?\\s*\\d+\\s*${DURATION_UNIT})?`;
const DURATION = new RegExp(`(?:\\(|·\\s*)\\s*${LENGTH}\\s*\\)?`, 'giu');
/** "Jun, 2018 - Feb, 2021   2 years 9 months": the length alone after the dates, an icon between them at most. */
const LENGTH_ALONE = new RegExp(`^[\\s\\p{Cc}\\p{Co}|,–—-]*${LENGTH}\\s*$`, 'iu');

/** What stands between a part of the head and its dates: "Engineer, (", "), Acme", " - ". */
const BEFORE_DATES = /[\s([,|/:–—-]+$/;
const AFTER_DATES = /^[\s)\],|/:–—-]+/;
const RANGE_OPENER = /(?<![\p{L}'])(?:from|du|de|d'|since|depuis)\s*$/iu;
const DATES_LABEL = /^(?:(?:dates?|period|période|periode|duration|durée|duree)\s*:?\s*)?(?:from|du|de|since|depuis)?$/i;

/**
 * The jobs of a CV. Without a heading that says where the jobs are, every dated line counts
 * but a course's, a project's or an award's.
 */
export function readExperiences(lines: string[], sections: Record<Section, string[]>, context: ParseContext): Experience[] {
  const notJobs = new Set([...sections.education, ...sections.interests, ...sections.other]);
  const dated = sections.experience.length > 0 ? [...sections.experience, ...strayJobs(sections, context.taxonomy)] : lines.filter((line) => !notJobs.has(line));
  // Some builders' exports write the work history twice, once without the employers: a job is listed once, with its employer.
  const listed = new Map<string, Experience>();
  const found = findExperiences(dated.map(withFullYears), context);
  // A student's jobs, each dated by a year or a month alone ("2023⇥Stage technicien en laboratoire - Lactips"): read where
  // the jobs' section dates none by a range.
  const jobs = found.length === 0 && sections.experience.length > 0 ? singleDateJobs(sections.experience, context) : found;
  return jobs.filter((job) => {
    // "Bachelor in Computer Engineering" under a university's name and years: a degree read among the jobs, where a
    // template sets its headings apart from the entries they head.
    // Not "L1 network engineer", a support tier's post, though L1 is France's first year of a licence.
    if (job.title && DEGREE.test(fold(job.title)) && !(SUPPORT_TIER.test(fold(job.title)) && endsWithPost(job.title, context.taxonomy))) return false;
    // "Doctorat en océanographie | 2014 - 2020 | Université …" over "Superviseurs : …": a degree read as the employer, under a
    // heading that holds the studies with the jobs.
    // Not "Frontend Developer Internship | Certificate", a link to the internship's certificate.
    if (job.company && DEGREE.test(fold(job.company)) && !/^certificat/.test(fold(job.company))) return false;
    const key = [job.title, job.title ? '' : job.company, job.start, job.end].map((part) => fold(part ?? '')).join('|');
    const same = listed.get(key);
    if (same && (!same.company || !job.company || fold(same.company) === fold(job.company))) {
      same.company ??= job.company;
      return false;
    }
    if (!same) listed.set(key, job);
    return true;
  });
}

/**
 * A degree's name opening a title: "Bachelor of Science", "Master 2 …", "Licence professionnelle", "PG Diploma", "B.Sc.";
 * France's years of it and its schools ("M2 Algèbre appliquée", "L3 et M1 …", "Doctorat en …", "“Classe préparatoire” (CPGE)"),
 * not a doctoral post ("Doctorant contractuel", "PhD Student"); a certificate's too ("Certificat d'études musicales",
 * under `Autre expérience`, 2009-2022).
 */
const SUPPORT_TIER = /^l[123]\s/;
const DEGREE = /^[“"«\s]*(?:certificat(?:e)?\b|m[12]\b|l[123]\b|doctorat\b|ph\.?\s?d\.?\s+(?:in|en|of)\b|classe preparatoire|cpge\b|maitrise\s+(?:en|de|in)\b|bachelor|master(?:'?s)?\s+(?:of|in|en|de|degree)\b|master\s*[12]\b|licence\b|diplom[ae]\b|degree\b|associate(?:'?s)? degree|(?:b|m)\.\s?(?:sc|a|e|tech|com)\.?(?!\w)|(?:b|m)sc\b|(?:b|m)\.?tech\b|mba\b|baccalaureat|bts\b|dut\b|pgp\b|pg diploma|post\s?graduate diploma|(?:upper\s+)?(?:secondary|high)\s+school\s+(?:diploma|certificate))/;

/** A date alone at the head of an entry's line, then what the entry is: "2023⇥Stage…", "Juin 2018 : Stage en finance", "2021 - Association ESAT". */
const SINGLE_DATE_HEAD = new RegExp(`^[\\s•▪-]*(${MONTH}\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|(?:19|20)\\d{2})(?!\\d)\\s*(?:[:–—-]\\s*|\\t|\\s)(?=\\p{L})`, 'iu');

/** A date alone at the end of an entry's line, after its words: "Stage à ATECH CYBERSÉCURITÉ⇥2025". */
const SINGLE_DATE_TAIL = new RegExp(`(?<=\\p{L}[^\\d]*)\\s(${MONTH}\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|(?:19|20)\\d{2})\\s*$`, 'iu');

/** "Stage dans le vignoble", "Équipier polyvalent": a student's post, which no list of occupations names. */
const INTERNSHIP = /\b(?:stage|stagiaire|internship|intern|alternance|alternant|apprenti|apprentice|equipier|job)\b/;

function singleDateJobs(lines: string[], context: ParseContext): Experience[] {
  return lines.flatMap((line, index) => {
    const folded = fold(line);
    const head = SINGLE_DATE_HEAD.exec(folded);
    const tail = head ? null : SINGLE_DATE_TAIL.exec(folded);
    const date = head?.[1] ?? tail?.[1];
    const start = date ? toYearMonth(date) : null;
    if (!date || !start || VOLUNTEERING.test(folded)) return [];
    const beside = head ? line.slice(head[0].length).trim() : line.slice(0, tail!.index).trim();
    if (STAYS.test(fold(beside))) return [];
    // "2014 - Completed S1 at 105.69% Celebrex": an achievement's year, not a job's; a job names a post.
    const entry = entryAround(lines, index, beside, context, isDated);
    return entry.title && (namesJob(entry.title, context.taxonomy) || INTERNSHIP.test(fold(entry.title))) ? [{ ...entry, start, end: start }] : [];
  });
}

/** "(2021–Present)": a range in brackets ends today too. */
const ENDS_CURRENT = new RegExp(`${PRESENT}[\\s)\\]]*$|^(?:since|depuis)\\s+(?:${MONTH}|(?:19|20)\\d{2}\\b)`, 'i');

/** A line of a job still running: its range ends today ("June 2023 – present"), or it opens with its start ("Since September", its year wrapped below). */
export function endsCurrent(line: string): boolean {
  return ENDS_CURRENT.test(fold(line));
}

/**
 * "Oct 2016 – Ongoing  Gif-sur-Yvette, France": what follows the first range that ends today on its line, the job's place
 * as often as not; nothing else of its entry (a template's `Company Name` there, its blurb under it).
 */
export function afterCurrentRange(lines: string[]): string[] {
  for (const [i, line] of lines.entries()) {
    const range = RANGE.exec(fold(line));
    const after = range && ONLY_PRESENT.test(range[2]!.trim()) ? line.slice(range.index + range[0].length).trim() : isLeftOpen(line, lines[i + 1]) ? line.slice(line.indexOf('\t') + 1).trim() : '';
    if (after) return [after];
  }
  return [];
}

/**
 * "Oct 2016 –⇥Gif-sur-Yvette, France": a range left open, then one cell (AltaCV's place); not "06/2022 – Bioinformatics Engineer,
 * Stilla", nor "May 2023–⇥Naarica⇥Station F, Paris" over "Jul 2023⇥Content Marketing Intern", a range wrapped onto the next line.
 */
function isLeftOpen(line: string, next: string | undefined): boolean {
  return OPEN_THEN_CELL.test(fold(line)) && line.split('\t').length === 2 && !LEADING_DATE.test(fold(next ?? ''));
}
const OPEN_THEN_CELL = new RegExp(`^(?:${MONTH_AND_YEAR})\\s*[-–—]\\t`, 'i');
const LEADING_DATE = new RegExp(`^(?:${MONTH_AND_YEAR}|${PRESENT}\\b)`, 'i');
