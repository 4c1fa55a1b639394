// The full metadata: number types (mobile or fixed line) are needed to pick the WhatsApp number.
import { findNumbers, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { LINK_OR_EMAIL } from '../matching/text.js';

export interface Phones {
  /** E.164 when the number is valid, else as written (fictional 555 or 123 numbers are still the candidate's). */
  phone: string | null;
  /** Only a valid mobile number (or one the CV marks as WhatsApp): messages go there. */
  whatsapp: string | null;
}

/** "+880 1894604792", "(555) 123-4567": the runs of a line that hold nine digits or more among a number's signs ("2008-2012" has eight). */
export function phoneRuns(line: string): string[] {
  return line.match(PHONE_RUN) ?? [];
}
const PHONE_RUN = /\+?\(?\d(?:[\s().-]*\d){8,}/g;

/** "Phone:", "Mobile – ", "☎": what labels the number after it; a dash may stand for the colon. */
const PHONE_LABEL = /(?:\b(?:tel|tél|telephone|téléphone|phone|mobile|portable|cell|gsm|whatsapp)\b\.?(?:\s+(?:numbers?|no\.?))?\s*[:–—-]?|[☎📞📱🕻✆])\s*$/i;
/** Digits with the separators people write between them, on one line: "(555) 123-4567", "+44 7700 900077", "06.12.34.56.78". */
const WRITTEN = /(?:\([^\S\n]*\+?\d{1,4}[^\S\n]*\)|\+)?[^\S\n]*\(?\d[\d \t().\-/]{5,20}\d/g;
const YEAR_RANGE = /^\s*(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)?\d{2}\s*$/;
const DATE = /^\s*(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?:19|20)\d{2}[/.-]\d{1,2}[/.-]\d{1,2})\s*$/;

/** A month and its year: "01/2015", "12.2020". */
const MONTH_YEAR = /(?:^|[^\d])(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}(?!\d)/;

/** "2016 - 2021", "15/03/2019", "01/2015 - 12/2020", or a year range inside a longer run ("2018 - 2020 2021"): dates, whatever a phone plan allows. */
function datesOnly(written: string): boolean {
  return YEAR_RANGE.test(written) || DATE.test(written) || MONTH_YEAR.test(written) || /(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}/.test(written);
}

/** "Buffalo, New York 14260-7015", "4150-762 Porto": a US ZIP+4 code, which a French plan reads as a Paris number, or a Portuguese postcode. */
const POSTCODE = /^(?:\d{5}-\d{4}|\d{4}-\d{3})$/;
const notANumber = (written: string) => datesOnly(written) || POSTCODE.test(written.trim());

/** "Lindenstr. 21 – 69117 Heidelberg": a house number after its street, then the postcode before the town, which Germany's plan reads as a line. */
const HOUSE_NUMBER_THEN_POSTCODE = /^\d{1,4}[a-z]?[^\S\n]*[–—-][^\S\n]*\d{4,5}$/;
const TOWN_AFTER = /^[^\S\n]+\p{Lu}\p{Ll}/u;
const anAddress = (text: string, at: number, end: number) => HOUSE_NUMBER_THEN_POSTCODE.test(text.slice(at, end).trim()) && TOWN_AFTER.test(text.slice(end));

/** Digits joined to a word by a hyphen or an underscore: the end of a profile's handle ("olivier-mullier-93854230"), not a number of its own. */
const JOINED_TO_WORD = /(?:\p{L}-|_)$/u;
function joinedToWord(text: string, at: number): boolean {
  return JOINED_TO_WORD.test(text.slice(Math.max(0, at - 2), at));
}

/** "(630)670-5657", "425-883-7363", "(408) 624 6785", "(805) 350 - 8275", "214/555-0142": a number written the North American way. */
const NORTH_AMERICAN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[./-])\d{3}(?:\s?[.-]\s?|\s)\d{4}$/;

/** A day's date ("05/02/1999", "15.03.2019", "25 / 05 / 1974"), which a birth date puts right after the number on a contact line. */
const DAY_DATE = /(?<![\d/.-])\d{1,2} ?([/.-]) ?\d{1,2} ?\1 ?(?:19|20)\d{2}(?![\d/.-])/g;

/** "P.O BOX 1967-30200", "B.P. 1515": a post office box and its postcode, which a French plan reads as a Paris number. */
export const POST_OFFICE_BOX = /\b(?:P\.?\s?O\.?\s*Box|B\.P\.)\s*:?\s*\d[\d-]*/gi;

/** "ORCID: 0000-0001-7304-458X": a researcher's identifier, four groups of four, the last one's check digit maybe an X. */
const ORCID = /(?<![\d-])\d{4}-\d{4}-\d{4}-\d{3}[\dX](?![\d-])/g;
/**
 * "Nature 610 154-160 doi:…", "Nature 593(7858)266-269 https://doi.org/…": a journal's volume (and issue), then the pages, on
 * a line that a citation's DOI, link or year marks; not "+1 213-555-0142", a number with its country's code.
 */
const VOLUME_AND_PAGES = /(?<![+(\d])\b\d{1,4}(?:\(\d{1,5}\)[\s,:]*|[\s,:]+)(\d{1,5})\s*[-–]\s*(\d{1,5})\b(?!\s*[-–.]\s*\d)/g;
const CITATION_MARK = /\bdoi\b|https?:|\b(?:19|20)\d{2}\b/i;
const CITATION_LINE = /^.*$/gm;
/**
 * "10.1016/j.jgo.2017.10.004": a publication's DOI, whose last groups read as a French number; its link's end too, when
 * the line breaks after a dot ("…/j.drugalcdep." over "2011.05.006"); its first digit may be left on the line above.
 */
const DOI = /\b1?0\.\d{4,9}\/\S+(?:(?<=[./])[ \t]*\n\S+)?/g;
/**
 * "https://oxfordjournals.altmetric.com/details/" over "129352660/news": a link broken inside its path, after a slash, its
 * end on the next line; not "https://jo.dev/" over "0799 589 724", a whole link over the phone.
 */
const WRAPPED_LINK = /(?:https?:\/\/|www\.)[^\s/]+(?:\/[^\s/]+)+\/[ \t]*\n(?=\S*[\p{L}/])\S+/gu;

/** "[2510.26881]", "arXiv:2301.12345v2": a preprint's identifier, whose digits a French plan reads as a number. */
const ARXIV = /(?:\barxiv:?\s*|\[)\d{4}\.\d{4,5}(?:v\d+)?\]?/gi;

/**
 * "Credential ID : 994962910", "License No. 12345678", "grant number 101099999": a certificate's, a licence's or a grant's number,
 * after its label; "BE 0649.800.228", a Belgian firm's number after its country's letters (a freelancer's company).
 */
const LABELLED_IDENTIFIER = /\b(?:credential(?:\s+id)?|(?:certificate|certification|license|licence|grant(?:\s+agreement)?)\s+(?:id|no\.?|number|n°))\s*[:#]?\s*[\p{L}\d][\p{L}\d-]*|\bBE\s?[01]\d{3}\.\d{3}\.\d{3}\b/giu;

/** "+33 6 12 34 56 78", "06 12 34 56 78", "0612345678": a number written as French ones are. */
const FRENCH_WAY = /^\(?\s*(?:\+|00)|^0\d(?:[\s.-]?\d{2}){4}$/;

/** "TOEIC (English ability): 810/1000": a test's score out of its round maximum, which a plan reads as a local number. */
const SCORE_OUT_OF = /(?<![\d/.+-])[1-9]\d{1,3}[^\S\n]?\/[^\S\n]?(?:10{2,3}|990|1[2-8]0)(?![\d/.-])/g;

/** "+ 07 67 45 00 00": a plus sign before a number written with its trunk 0, no country code after it. */
const PLUS_BEFORE_TRUNK = /\+[^\S\n]+(?=0[1-9])/g;

/**
 * "+7 (995) 555-" over "01-42": a number a narrow column broke after a hyphen, its last few digits alone on the next line; not
 * a second number of its own ("91234567-" over "81234567").
 */
const NUMBER_WRAPPED = /(?<=\d-[ \t]*)\n(?=(?:\d-?){1,5}\d[ \t]*(?:\n|$))/g;

/**
 * Links, e-mails, days' dates, post office boxes, identifiers (ORCID, arXiv, a licence's), test scores and a stray plus sign blanked, and a
 * number broken after a hyphen joined, so that offsets still point into the text.
 */
function withoutLinksOrDates(text: string): string {
  const blank = (written: string) => ' '.repeat(written.length);
  return text
    .replace(CITATION_LINE, (line) => (CITATION_MARK.test(line) ? line.replace(VOLUME_AND_PAGES, (written, first: string, last: string) => (first.length === last.length && Number(first) < Number(last) ? blank(written) : written)) : line))
    .replace(DOI, blank)
    .replace(WRAPPED_LINK, blank)
    .replace(LINK_OR_EMAIL, blank)
    .replace(DAY_DATE, blank)
    .replace(POST_OFFICE_BOX, blank)
    .replace(ORCID, blank)
    .replace(ARXIV, blank)
    .replace(LABELLED_IDENTIFIER, blank)
    .replace(SCORE_OUT_OF, blank)
    .replace(PLUS_BEFORE_TRUNK, blank)
    .replace(NUMBER_WRAPPED, ' ');
}

interface Written {
  text: string;
  at: number;
  labelled: boolean;
}

/** Numbers written like phone numbers, in the order of the text; dates, year ranges and postcodes are not. */
function writtenNumbers(text: string): Written[] {
  const found: Written[] = [];
  for (const match of text.matchAll(WRITTEN)) {
    // "09271234567/293-13-25": a mobile and a landline joined by a slash, too long for one number, are read apart.
    const apart = match[0].replace(/\D/g, '').length > 15 ? /[^/]+/g : /[^]+/g;
    for (const piece of match[0].matchAll(apart)) {
      const written = piece[0].trim();
      const digits = written.replace(/\D/g, '');
      const at = (match.index ?? 0) + (piece.index ?? 0) + piece[0].indexOf(written);
      if (digits.length < 7 || digits.length > 15 || notANumber(written) || joinedToWord(text, at) || anAddress(text, at, at + written.length)) continue;
      found.push({ text: written, at, labelled: PHONE_LABEL.test(text.slice(Math.max(0, at - 20), at)) });
    }
  }
  return found;
}

/**
 * The candidate's phone numbers. Valid numbers come in E.164; when none is valid, the first
 * number that is labelled as a phone or sits in the CV's head is kept as written.
 */
export function findPhones(cvText: string, country: string | null, head: string): Phones {
  const text = withoutLinksOrDates(cvText);
  // "Floringasse 5, 69117 Heidelberg, DE": a postcode that Germany's plan reads as a short line is no one's number; a mobile or a
  // line a CV gives has seven digits or more.
  const valid = (where: string, defaultCountry: CountryCode) =>
    findNumbers(where, { defaultCountry, v2: true }).filter(
      (found) =>
        found.number.isValid() &&
        found.number.nationalNumber.length >= 7 &&
        !notANumber(where.slice(found.startsAt, found.endsAt)) &&
        !joinedToWord(where, found.startsAt) &&
        !anAddress(where, found.startsAt, found.endsAt),
    );
  const plan = (country ?? 'FR') as CountryCode;
  // The numbers the CV's head holds, read with the same plan: read once, and only when a rule below asks.
  let headNumbersRead: Set<string> | undefined;
  const headNumbers = () => (headNumbersRead ??= new Set(valid(withoutLinksOrDates(head), plan).map((found) => found.number.number)));
  let source = text;
  // France's plan is a guess where the CV names no country, and a French number is written the French way, with its country
  // code or its trunk 0 and pairs of digits: "Phone: 601 555 123", a Polish mobile, and "0411 555 123", an Australian one, are
  // kept as written rather than read as French ones.
  const [numbersFound, guessed] = partition(valid(source, plan), (found) => country !== null || FRENCH_WAY.test(source.slice(found.startsAt, found.endsAt)));
  let numbers = numbersFound;
  // A CV that names no country but writes its number the North American way in its head: "(630)670-5657", "514-261-9750",
  // unless a number the head holds reads as French. Not elsewhere: a job's lines give a supervisor's or an employer's number.
  // So does a CV whose place (a job's, at times) reads none of its numbers as valid ("936-714-5772" by a job in Bratislava).
  if (!country || numbers.length === 0) {
    const headSource = withoutLinksOrDates(head);
    // Numbers found here means no country, so the head is read with France's plan.
    const inHead = numbers.length > 0 ? headNumbers() : new Set<string>();
    const northAmerican = numbers.some((found) => inHead.has(found.number.number)) ? [] : valid(headSource, 'US').filter((found) => NORTH_AMERICAN.test(headSource.slice(found.startsAt, found.endsAt)));
    if (northAmerican.length > 0) {
      source = headSource;
      numbers = northAmerican;
    }
  }
  if (numbers.length > 0) {
    const whatsappMention = numbers.find((found) => /whats\s?app/i.test(source.slice(Math.max(0, found.startsAt - 40), found.startsAt)));
    const mobile = numbers.find((found) => ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(found.number.getType() ?? ''));
    const whatsapp = whatsappMention ?? mobile;
    // "Damavand ave, Tehran 1731783685" over "Phone numbers: +98-21-77991579": a postcode that the country's plan reads as a
    // number comes before the one a label names in the CV's head. Not a referee's "Telephone No.", further down.
    const others = numbers.filter((found) => found !== whatsappMention);
    const labelledInHead = () => others.find((found) => headNumbers().has(found.number.number) && PHONE_LABEL.test(source.slice(Math.max(0, found.startsAt - 20), found.startsAt)));
    const phone = (others.length > 1 ? labelledInHead() : undefined) ?? others[0] ?? numbers[0]!;
    return { phone: phone.number.number, whatsapp: whatsapp?.number.number ?? null };
  }
  const written = writtenNumbers(text);
  const inHead = new Set(writtenNumbers(withoutLinksOrDates(head)).map((number) => number.text));
  const chosen = written.find((number) => number.labelled) ?? written.find((number) => inHead.has(number.text)) ?? written.find((number) => onContactLine(cvText, number.at));
  // "677 12 34 56" in a sidebar far from the e-mail: a number France's plan would have read, as written.
  if (!chosen) return { phone: guessed[0] ? text.slice(guessed[0].startsAt, guessed[0].endsAt).replace(/\s+/g, ' ') : null, whatsapp: null };
  const { valid: parsed, written: kept } = readStart(chosen.text, country);
  return { phone: parsed ? parsed.number : kept.replace(/\s+/g, ' '), whatsapp: null };
}

/**
 * "@roe⇥801-555-2790⇥https://www.linkedi…": a Word template's footer, far from the head, sets the number between the candidate's
 * handle and links; a job's or a school's number has none beside it. Not digits glued to a word ("e1012345", an article's).
 */
function onContactLine(text: string, at: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', at) + 1, (text.indexOf('\n', at) + 1 || text.length + 1) - 1);
  return CONTACT_MARK.test(line) && !/\p{L}/u.test(text[at - 1] ?? '');
}
/** A handle, a profile's site or an e-mail address; not any link ("Plos Pathogen, e1012345, https://doi.org/…", a paper's). */
const CONTACT_MARK = /(?:^|\s)@\w|\b(?:linkedin|github)\b|[\w.+-]+@[\w-]+\.\w/i;

/**
 * The number in what was written like one: "+1 (234) 567 890" may be a real number once read
 * with the candidate's country; "(541) 754-3010 1515 Pacific Ave" runs a street number into it.
 * The longest start, by its groups, that is a valid number, else that is written the North
 * American way, else all of it.
 */
function readStart(written: string, country: string | null): { valid: PhoneNumber | null; written: string } {
  const groups = written.split(/\s+/);
  const starts = groups.map((_, i) => groups.slice(0, groups.length - i).join(' ')).filter((start) => start.replace(/\D/g, '').length >= 7);
  for (const start of starts) {
    const plan = (country ?? (NORTH_AMERICAN.test(start) ? 'US' : undefined)) as CountryCode | undefined;
    // "+01 6087338085": a zero written between the plus and the country code, as the trunk prefix before it.
    // "(961)-81-123456": a country code in brackets without its plus, where no plan reads the number as written.
    for (const attempt of new Set([start, start.replace(ZERO_AFTER_PLUS, '+'), start.replace(BRACKETED_COUNTRY_CODE, '+$1 ')])) {
      const parsed = parsePhoneNumberFromString(attempt, plan);
      if (parsed?.isValid()) return { valid: parsed, written: start };
    }
  }
  return { valid: null, written: starts.find((start) => NORTH_AMERICAN.test(start)) ?? written };
}

const ZERO_AFTER_PLUS = /^\+0+(?=[1-9])/;
const BRACKETED_COUNTRY_CODE = /^\(([1-9]\d{0,2})\)[\s.-]*/;

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}
