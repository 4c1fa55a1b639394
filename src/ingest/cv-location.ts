import type { Places } from '../matching/places.js';
import { lookupKey } from '../matching/text.js';
import { languageNamed } from '../profiles/languages.js';
import { headingOf } from './cv-sections.js';
import { POST_OFFICE_BOX } from './cv-phones.js';

export interface CvLocation {
  /** As the CV writes it, without street, postcode or label: "Little Rock, AR", "Lyon, France". */
  text: string | null;
  country: string | null;
}

/** "Adresse : …", "Location: …", "Region: Ethiopia, Addis Abeba", "Based in …": a colon after a label word, so that "City University" is no label. */
const LABEL_WORDS = 'place\\s+of\\s+residence|region|région|lieu\\s+de\\s+r[ée]sidence|(?:home|current|present|local|permanent|postal|mailing|residential)\\s+address|adresse\\s+(?:postale|personnelle)|adresse|address|current\\s+location|location|localisation|lieu|ville|city|domicile|residence|résidence';
// "Adresse 12 Rue Ben Alaya El Kef", "Address Chennai, TN": the label without its colon, before a street number or a town and its comma.
const LABEL = new RegExp(`^(?:(?:${LABEL_WORDS})\\s*(?::|\\s[-–—]\\s)|(?:address|adresse)\\s+(?=\\d|[^\\s\\d,:]+,)|based in|lives in)\\s*`, 'i');
/** "P.O BOX 1967-30200 KTL KENYA": a post office box and its number, which open an address as a label would. */
const POST_OFFICE_BOX_FIRST = new RegExp(`^${POST_OFFICE_BOX.source},?\\s*`, 'i');
/** "address - Mytown": a label set off by a dash, which would part the line's pieces. */
const LABEL_DASH = new RegExp(`(^|\\s)(${LABEL_WORDS})\\s[-–—]\\s`, 'i');
/** "Current Location: Wilmington, DE", which staffing agencies' resumes set among the summary's fields, below the contacts. */
const CURRENT_LOCATION = 'current\\s+location\\s*:';
/**
 * "E-mail: … Address: 166, Gazipur-1700, Dhaka.": a label right after an e-mail or a number starts a piece of its own
 * (not "Email address:", "Preferred Work Location:"); so does "Current Location:" wherever it stands, as staffing
 * agencies' resumes set it after the job type ("Job Type: C2C Current Location: Bloomingdale, Illinois").
 */
const LABEL_MID_LINE = new RegExp(`(?<=@\\S+|\\d)\\s+(?=(?:${LABEL_WORDS})\\s*:)|\\s+(?=${CURRENT_LOCATION})`, 'gi');
const STATES_RESIDENCE = new RegExp(`\\b${CURRENT_LOCATION}`, 'i');

/** "Location: Delhi", "Adresse :" over its address: a form's field that says where the candidate lives. */
export function labelsAddress(line: string): boolean {
  return LABEL.test(line) || LABEL_ONLY.test(line);
}

/** A line that says where the candidate lives, wherever it stands in the CV's opening. */
export function statesResidence(line: string): boolean {
  return STATES_RESIDENCE.test(line);
}

/** "Location:", or "Adresse" alone as a form's label, on a line of its own ("City" alone is a template's blank). */
const LABEL_ONLY = new RegExp(`^(?:(?:${LABEL_WORDS})\\s*(?::|\\s[-–—])|adresse|address)$`, 'i');
/**
 * Pieces of a contact line: separators, icon glyphs of the private use area or read as control characters, emoji ("🏠", "🎂"),
 * wide gaps; a hyphen only before a contact's label, as Indeed's resumes write "Bengaluru, Karnataka - Email me on Indeed: …"
 * (elsewhere it joins a name's or a title's parts: "George - Alexandru Tanu", "ASSISTANT MANAGER - HR"); an en dash that joins
 * a word to the next one's capital ("06560 Valbonne–France"), which a town's own name joins with a hyphen; not in an e-mail.
 */
const PIECES = /\s*(?:[|•·ᐧ∙⋅◆✉☎#▪■●◦‣❖➢➤►]|(?<=\p{Ll})[–—](?=\p{Lu}\p{L}*(?![\p{L}\d@._-]))|[\u0001-\u0008\u000E-\u001F\u0080-\u009F\uE000-\uF8FF]|\p{Extended_Pictographic}|\s{2,}|\t|\s[–—/]\s|\s-\s(?=(?:e-?mail|phone|tel|mobile|cell)\b))\s*/iu;
/**
 * What shares a contact line with a place: e-mails, links, handles, phone numbers, page numbers ("1 | Page"). A number's
 * dots have no space after them ("06.12.34.56.78"): "12 RD 901. 59140 Dunkerque" is a road's number, then a postcode.
 * A link's possessive goes with it: "Mon GitHub" leaves no "Mon" (a town in India). So does the name a profile's label
 * gives instead of its link ("LinkedIn: Ravi Roe, United States"), and a link's label in brackets, as a Word resume keeps it
 * ("Los Lunas, NM 87031 [Linkedin] [Portfolio]"). LinkedIn's short form ("in/ravi-roe") is a link.
 */
const NOT_A_PLACE = /\b(?:linkedin|github)\s*:(?!\s*\S*(?:\.com|www\.|https?:))[^,;|•\n]*|\S*@\S+|(?:(?<!\p{L})(?:my|mon|ma|mes|our|notre)\s+)?\S*(?:https?:|www\.|linkedin|github)\S*|(?<![\p{L}\d/])in\/[\p{L}\d_-]+\/?|\S+\.(?:com|org|io|me|dev|net|fr|ai)\b\S*|^[\p{L}\d-]+\.\p{Ll}{2,}(?:\/\S*)?$|(?:\(\+?|\+)?(?!\d{4}-\d{3}\s+(?:[-–]\s+)?\p{Lu})\d(?:[\d\s()\-/]|\.(?!\s)){6,}\d|^page(?:\s*\d+(?:\s*(?:of|sur|\/)\s*\d+)?)?\.?$|\[(?:portfolio|web\s?site|site|blog|twitter|behance|dribbble|medium|resume|cv|e-?mail|link)\]/giu;
/** "August 2011", "octobre 2019": a date, though August (California) is a town and "Town 2011" a postal address. */
const MONTH_NAME = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre';
const MONTH = new RegExp(`^(?:${MONTH_NAME})\\.?$`, 'i');
/** English streets' kinds written out: a street's name ends with one ("Old Mill Road", "Juniper Pine Circle"). */
const STREET_KINDS_WRITTEN_OUT = 'street|avenue|road|boulevard|lane|drive|circle|parkway|terrace';
/** The same written short, and the kinds that also end other names ("Way", "Court"), read only after a house number. */
const STREET_KINDS = `${STREET_KINDS_WRITTEN_OUT}|st|ave|rd|blvd|ln|dr|way|court|ct|cir|pkwy`;
/** "123 Main Street", "12 rue de la République", "4 bis, avenue Foch", "Apt#313", "Unit 305", "Blk 54" (Singapore's blocks), "1er étage", "No. 4/2/B" (South Asia's house numbers). */
const STREET = new RegExp(String.raw`^\d+\s*(?:[a-z]|bis|ter)?\b.*\b(?:${STREET_KINDS}|close|crescent|rue|chemin|allee|allée|impasse|place|quai|cours|route|bd)\b|^(?:apt|apartment|appt|appartement|unit|suite|ste|flat|bldg|building|bât|bat|blk|block)\b\.?(?:\s*#?\s*\w+)?$|^\d+\s*(?:er|e|eme|ème|st|nd|rd|th)?\s+(?:étage|etage|floor)$|^no\.?\s*\d[\w/-]*$|^(?:street|avenue|ave|road|lane|rue)\s+\d{1,4}[a-z]?\.?$`, 'i');
/**
 * A street as continental Europe writes it, the house number after the name: "Vestergårds Alle 91",
 * "Hauptstraße 12", "Via Roma 10", "Calle Mayor 5" (before "8362 Hørning", "10115 Berlin").
 */
const STREET_NUMBER_LAST = /^(?:\p{L}[\p{L}'’.-]*\s+)*\p{L}*(?:straße|strasse|str\.|gasse|weg|allee|alle|allé|gade|vej|gatan|vägen|gata|veien|vei|laan|straat|plein|gracht|kade|ulica|utca|katu)\s+\d{1,4}\s*[a-z]?$|^(?:via|viale|corso|piazza|calle|avenida|rua|carrer|plaza|paseo|ul\.)\s+\p{L}.*\s\d{1,4}\s*[a-z]?$/iu;
/** "79700 St Amand-sur-Sèvre": a postcode, then a saint's town, no "street" after a number. */
const SAINT_AFTER_POSTCODE = /^\d{4,5}\s+st\.?\s+\p{Lu}/iu;
const isStreet = (part: string) => (STREET.test(part) && !SAINT_AFTER_POSTCODE.test(part)) || STREET_NUMBER_LAST.test(part);
/**
 * "515 Normandy Ln Barrington", "3818 St Rt 133 Williamsburg" (a state route): a street named before its kind, then the
 * town; "111 boulevard Foch" names its street after the kind.
 */
const STREET_THEN_WORDS = new RegExp(String.raw`^(\d+\s+\S.*\s(?:(?:${STREET_KINDS})\.?|(?:rt|rte|route|hwy|highway)\.?\s+\d{1,4}))\s+(\S.*)$`, 'i');
/**
 * A postcode of any of the countries CVs come from; a French one may be written in two groups, before the town or after it
 * ("Fontenay-le-Fleury 78 330"); a Dutch one ends in two capitals ("2721 BG", "1015 CS Amsterdam"); an Iranian one is ten
 * digits after the town ("Tehran 1731783685"); a Portuguese one is hyphened ("4150-762 Porto").
 */
const POSTCODE = /\b[1-9]\d{3} ?[A-Z]{2}\b(?=\s*(?:$|,)|\s+\p{Lu}\p{Ll})|(?<=\p{L} )\d{10}(?=\s*(?:$|,))|\b\d{4}-\d{3}\b|\b\d{4,5}(?:-\d{4})?\b|\b\d{2} \d{3}\b(?= \p{L})|(?<=\p{L} )\d{2} \d{3}(?=\s*(?:$|,))|\b\d{6}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/gu;
/** Around a town's name without being part of it: "Lille (59)", "Fazilka (PB)" (an Indian state's code), "Paris 11e", "Bordeaux et sa région", "Greater Boston Area". */
const AROUND_TOWN = /\s*\(\d{2,3}\)|\s*\(\s*[A-Z]{2}\s*\)|\s+\d{1,2}\s*(?:er|e|eme|ème)\b|\s+(?:et\s+(?:s[ae]s?\s+)?(?:région|region|environs|alentours)|and\s+(?:its\s+)?surroundings|(?:metro(?:politan)?\s+|bay\s+)?area)$|^greater\s+/giu;

/**
 * The candidate's place, from the lines where contact details stand: a labelled address first,
 * then the first piece that names a known town, a town with its state ("Pleasantville, CA"), or a
 * country. Places in the experience or education sections are the employer's, not the candidate's:
 * the current job's place (`fallback`) is read only when the CV states no place of its own. `namesNoPlace` says
 * what reads as a place but is a tool or a post ("Kotlin", "Full-Stack Software Engineer, Colorado"). `lineUnder` gives the
 * line the text sets under one of `lines`, when they are not in the text's order.
 */
export function findCvLocation(
  lines: string[],
  places: Places,
  fallback: string[] = [],
  namesNoPlace: (name: string) => boolean = () => false,
  lineUnder: (index: number) => string | undefined = (index) => lines[index + 1],
): CvLocation {
  // The label on a line of its own, as sidebars set it ("Address:" over "12 Nile Street, Ismailia"): the next line is the address.
  // An address under its label may take two lines ("2295, Avenue Aird, app#08" over "Montréal, QC, H1V 2W4").
  // It ends at the form's next label ("Address:" over the address, then "Phone:").
  // A line broken inside a word or after a comma goes on ("Abu-Bakr Block Sector H-" over "13 Islamabad").
  const linesUnder = (i: number, endsAt: (line: string) => boolean, count = 2) => {
    const next = lines.slice(i + 1, i + 1 + count);
    while (next.length < 4 && /[-,]$/.test(next.at(-1) ?? '') && i + 1 + next.length < lines.length) next.push(lines[i + 1 + next.length]!);
    // "Door No:3-822/2," over "Krishna Nagar," over "Nulkapet, Tadepalli" over "Guntur, Andhra Pradesh": the town and its state close it.
    const closing = lines[i + 1 + next.length];
    if (next.length < 4 && closing && /,\s*\p{L}[\p{L} ]+$/u.test(closing) && places.isRegionOrCountry(closing.split(',').at(-1)!.trim())) next.push(closing);
    const field = next.findIndex(endsAt);
    return (field < 0 ? next : next.slice(0, field)).join(', ').replace(/(\p{L})-, (?=\p{L}|\d)/gu, '$1-').replace(/,, /g, ', ');
  };
  const labelled = lines.flatMap((line, i) => {
    // "Adresse" over "LANGUES": a heading under the label ends the address, which the CV left blank.
    // "Location : 12 AV Gén S. Patton" over "35000 Rennes, France": a street on the label's line goes on to the postcode and
    // town under it.
    const postcodeUnder = POSTCODE_AND_TOWN_LINE.test(lineUnder(i) ?? '') ? `, ${lineUnder(i)}` : '';
    const address = labelledAddress(LABEL_ONLY.test(line) ? `${line.replace(/\s*(?::|\s[-–—])?$/, ':')} ${linesUnder(i, (line) => NEXT_FIELD.test(line) || headingOf(line) !== null)}` : line + postcodeUnder);
    return address === null ? [] : [{ address, at: i }];
  });
  // "Present Address: … Rangunia" then "Permanent Address: …, Chattagram, Bangladesh": the first place the gazetteer knows.
  const addresses = labelled.map(({ address }) => address.replace(LABEL, '').split(ADDRESS_PARTS));
  // "Address : 34-first floor, Neelam Vihar Society" over "Kaushambi sec-14" and "Ghaziabad, 201010": an address runs on
  // over the lines under it, up to the next field.
  // "12-34, 101 Jurong" over "Avenue 5." over "Singapore, Jurong," in a narrow sidebar: up to four lines before the next label.
  const runOn = (at: number) => linesUnder(at, (line) => /[:@]/.test(line) || NEXT_FIELD.test(line) || headingOf(line) !== null, 4).split(ADDRESS_PARTS);
  const known = addresses.map((parts) => knownPlaceOf(parts, places)).find(Boolean) ?? labelled.map(({ at }) => knownPlaceOf(runOn(at), places)).find(Boolean);
  if (known) return known;
  // The CV says this is where the candidate lives: a town no gazetteer holds is kept as written.
  const written = addresses.length > 0 ? writtenTown(addresses[0]!, places) : null;
  if (written) return written;
  let countryOnly: CvLocation | null = null;
  for (const [index, line] of lines.entries()) {
    // "Né le 30 août 2003 à Ain El Hammam (Algérie)", "Place of Birth: Kolkata": where the candidate was born, not lives.
    if (BIRTHPLACE.test(line)) continue;
    // "1210 Spring Valley" over "Carmel, IN 46032": a house number and a street named without its kind, over the town and its
    // state, not a postcode before a town.
    // Not "86100 Châtellerault" over "Vienne, FRANCE": a French postcode before its town, over the town's département.
    const postcodeAndTown = /^\d{5}\s/.test(line) && places.isPlaceName(line.replace(/^\d{5}\s+/, ''));
    if (HOUSE_NUMBER_AND_WORDS.test(line) && !postcodeAndTown && townWithStateOn(lineUnder(index), places)) continue;
    // A street address split by dashes: "123 Main Street – Sacramento – California, United States, 95814".
    const pieces = piecesOf(line);
    if (isListOfQualities(pieces, places)) continue;
    for (let i = 0; i < pieces.length; i += 1) {
      const found = placeIn(pieces.slice(i).join(', '), places) ?? placeIn(pieces[i]!, places);
      // "Kotlin", "Haskell" alone are the languages a skills line lists, though towns in Poland and Texas.
      if (!found || (found.location.text && namesNoPlace(found.location.text))) continue;
      if (found.town) return found.location;
      countryOnly ??= found.location;
    }
    // "Yaoundé - Emana": a city, then its quarter after a dash, on a line of their own.
    const [, city, quarter] = CITY_THEN_QUARTER.exec(line.trim()) ?? [];
    if (city && quarter && places.isCity(city) && !places.isRegionOrCountry(quarter) && !namesNoPlace(quarter) && !headingOf(quarter)) {
      const found = placeIn(city, places);
      if (found?.town) return found.location;
    }
    // "195 The Uplands Runcorn WA72UE": a street address with its postcode, written without commas.
    const town = STREET_NUMBER_TO_POSTCODE.test(line) ? endingTown(line, places) : townEndingStreet(line, lineUnder(index) ?? '', places);
    if (town?.town) return town.location;
  }
  // A post office box's address, where no line names a town: what follows the box's number.
  const boxed = lines.find((line) => POST_OFFICE_BOX_FIRST.test(line))?.replace(POST_OFFICE_BOX_FIRST, '').split(/\s*,\s*/);
  const box = boxed && (knownPlaceOf(boxed, places) ?? writtenTown(boxed, places));
  if (box) return box;
  // "Nadia 741235" over "West Bengal": a town by its postcode says more than its state alone.
  const town = postalTown(lines, places, lineUnder)?.replace(TRAILING_MARKS, '');
  if (town) return { text: town, country: countryOnly?.country ?? null };
  if (countryOnly) return countryOnly;
  if (fallback.length === 0) return { text: null, country: null };
  // "Streamlytics (Singapore)": the employer's town in brackets after its name.
  const jobLines = fallback.map((line) => withoutDates(line).replace(/\s*\(([^()]+)\)/g, ', $1'));
  const fromJob = findCvLocation(jobLines, places, [], namesNoPlace);
  // "Bronx-Lebanon Hospital Center, NY": on a job's line, what stands before a state is the employer, not a town no gazetteer holds.
  const parts = fromJob.text?.split(',').map((part) => part.trim()) ?? [];
  const first = parts[0];
  // "Chef de projet | Orange | Paris": an employer that shares a town's name, before the town; the line's last town is the job's.
  const last = parts.at(-1)!;
  if (parts.length >= 2 && !places.isRegionOrCountry(last) && places.isPlaceName(last)) return townEndingJobLine(jobLines, places, namesNoPlace) ?? fromJob;
  // "Ford – Associate Design Engineer" over "Advanced EV Development⇥Irvine, California": an employer that shares a lone
  // town's name, where another of the job's lines names a town with its state.
  if (parts.length === 1 && first && places.isPlaceName(first)) return townWithStateIn(jobLines, places) ?? fromJob;
  if (first && (places.isPlaceName(first) || places.isRegionOrCountry(first))) return fromJob;
  // "Streamlytics, Singapore": the employer before a city-state; Singapore is the town.
  const after = parts.slice(1).join(', ');
  if (first) return after && !after.includes(',') && places.isCity(after) ? { text: after, country: fromJob.country } : { text: null, country: null };
  return townEndingJobLine(jobLines, places, namesNoPlace) ?? fromJob;
}

/** "35000 Rennes, France", "1015 Lausanne": a line that opens with a postcode, then a town; not a year ("2019 Internship"). */
const POSTCODE_AND_TOWN_LINE = /^(?!(?:19|20)\d{2}\s)\d{4,5}\s+\p{Lu}\p{L}/u;

/** An address's parts: at its commas, and at a slash after a word ("THIES/ Roe1", a town and its quarter), not "S/O" nor "12/4". */
const ADDRESS_PARTS = /\s*,\s*|(?<=\p{L}{2})\/\s+/u;

/** "Yaoundé - Emana", "Dakar - Plateau": a city and its quarter, a dash between them. */
const CITY_THEN_QUARTER = /^(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)?)\s+[-–]\s+(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)$/u;

/** "1210 Spring Valley": a house number and up to four words, nothing else on the line. */
const HOUSE_NUMBER_AND_WORDS = /^\d{1,5}\s+\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3}$/u;

/** The line reads as a known town with its state or country after it ("Carmel, IN 46032"). */
function townWithStateOn(line: string | undefined, places: Places): boolean {
  const found = line ? placeIn(line, places) : null;
  return Boolean(found?.town && found.location.text?.includes(','));
}

/** The first cell of the lines that names a known town and, after a comma, its state or country: "Irvine, California". */
function townWithStateIn(lines: string[], places: Places): CvLocation | null {
  for (const cell of lines.flatMap((line) => line.split('\t'))) {
    const [town, ...rest] = cell.split(/\s*,\s*/).map((part) => part.trim());
    if (rest.length === 1 && places.isPlaceName(town!) && places.isRegionOrCountry(rest[0]!)) return placeIn(cell, places)?.location ?? null;
  }
  return null;
}

/** Two to four capitals alone: an organisation's or a system's name as often as a town's ("NUS", "SOA"). */
const ACRONYM = /^\p{Lu}{2,4}$/u;

/** "R&D engineer, Easyvirt, Nantes.", "Analyste – Société Générale – PARIS": a job's line, its dates out, names its town last, alone. */
function townEndingJobLine(lines: string[], places: Places, namesNoPlace: (name: string) => boolean): CvLocation | null {
  for (const line of lines) {
    const parts = line.replace(TRAILING_MARKS, '').split(/\s*,\s*|\s+[-–—|]\s+/);
    const last = parts.at(-1)!;
    // "… Lab, NUS": an acronym in capitals is the employer's, unless it is a city's name ("LYON").
    const acronym = ACRONYM.test(last) && !places.isCity(last);
    if (parts.length < 2 || !ONLY_TOWN.test(last) || acronym || namesNoPlace(last) || places.isRegionOrCountry(last) || !places.isPlaceName(last)) continue;
    const found = placeIn(last, places);
    if (found?.town) return found.location;
  }
  return null;
}

/**
 * The known place of a labelled address's parts. "El-Nour's city, Ismailia", "219, Oriental Society, Sector 62, Noida, UP,
 * India": a street or quarter the gazetteer may not hold (or may, as a town elsewhere), then the town, best known by a state
 * or country just after it.
 */
function knownPlaceOf(written: string[], places: Places): CvLocation | null {
  // "H.no-45/7,near shiv mandir,model town,rohtak": a labelled address typed in small letters names its town so too.
  // "Address: 8 avenue La Bruyere" over "Créteil, 94000": a French street named after a town is none of the address's towns
  // (but "12 Rue Ben Alaya El Kef" ends with its town after the street's name).
  // "17 Le Loi Street, Ward" over "3, 5 District, HCM City": an address's unit whose number the line broke off is no town.
  // "Rosenagar, near hanuman temple, S/Andaman": a landmark the house stands near is no town, whatever it shares a name with.
  const parts = written
    .filter((part, i) => !namedAfterTown(part, places) && !(ADDRESS_UNIT.test(part) && /^\d/.test(written[i + 1] ?? '')) && !LANDMARK.test(part))
    .map((part) => (/^\p{Ll}[\p{Ll} ]*$/u.test(part) ? part.replace(/(?<!\p{L})\p{Ll}/gu, (letter) => letter.toUpperCase()) : part));
  // "Kolkata - 700053, West Bengal, India": the town before its postcode; not the state itself before the country.
  const town = (part: string) => part.replace(POSTCODE, '').replace(/[\s,–-]+$/u, '');
  const townWithState = parts.map(town).findIndex(
    (name, i) => places.isPlaceName(name) && !places.isRegionOrCountry(name) && parts.slice(i + 1, i + 3).some((next) => places.isRegionOrCountry(next) || namedState(next, places)),
  );
  const fromEach = parts.map((_, i) => placeIn(parts.slice(i).join(', '), places));
  // "25 Roe Crescent": a street's kind that a town shares (Crescent, Oklahoma) ends no town's name.
  const found = (townWithState >= 0 ? fromEach[townWithState] : null) ?? fromEach.find((place) => place?.town) ?? fromEach[0] ?? parts.map((part) => (ENDS_WITH_STREET_KIND.test(part) ? null : endingTown(part, places))).find(Boolean);
  return found?.location ?? null;
}

const ADDRESS_UNIT = /^(?:ward|district|sector|block|phase|zone)$/i;
/** "near shiv mandir", "Opp. Bus Stand", "Behind City Hospital": where Indian addresses say the house stands. */
const LANDMARK = /^\s*(?:near|nr\.|opp\.?|opposite|behind|beside|next\s+to|in\s+front\s+of|adjacent\s+to|close\s+to)\s/i;

/** "8 avenue La Bruyere", "12 rue de Paris": a French street whose whole name, its particle aside, is a town's. */
function namedAfterTown(part: string, places: Places): boolean {
  const name = FRENCH_STREET.exec(part.trim())?.[1];
  if (!name) return false;
  const words = name.split(/\s+/);
  while (words.length > 1 && STREET_NAME_PARTICLE.test(words[0]!)) words.shift();
  return places.isPlaceName(name) || places.isPlaceName(words.join(' '));
}

/** The town of an address the gazetteer does not hold, as written, with the country the address ends with. */
function writtenTown(parts: string[], places: Places): CvLocation | null {
  const towns = parts
    // "1450 W Randolph St": a street whose number, once taken for a postcode, would leave its name; a landmark is none either.
    .filter((part) => !isStreet(part) && !LANDMARK.test(part))
    .map((part) => part.replace(POSTCODE, '').replace(/\s*\(\s*\)/g, '').trim())
    // A town's name is a few words; a form's next label ("Numéro de téléphone (fixe et portable)") is none.
    // Nor is the label of the address beside it ("Present Address: Permanent Address:", two columns run together).
    // Nor a floor or a house number ("34-first floor", "Libertatii 12" after its street), nor the next field's label run on
    // ("Kochi Software Use :").
    // Nor a house number's label and what the postcode leaves of its number ("H.no-45/7").
    // Nor a street the number stood apart from ("No:7A,Old Mill Road"; "av. Roe" once the postcode's pattern took "1200 "), nor
    // an e-mail or a link run on after the label.
    // Nor a heading run on after the label ("Address:⇥CONTACT/ EMAIL:", two columns' labels on one line).
    .filter((part) => /\p{L}{2}/u.test(part) && !/\d/.test(part) && !headingOf(part) && !/\p{L}\s+\d{1,4}[a-z]?$/u.test(part) && !isStreet(part) && !STREET_KIND_LAST.test(part) && !STREET_KIND_FIRST.test(part) && !NOWHERE.test(part) && !LABEL_ONLY.test(part) && part.length <= 40 && part.split(/\s+/).length <= 4 && !/[():@]|\bwww\./.test(part));
  // "Roe Street, Block 7, Tumana, Marikina City": a city says so, after the quarter the house stands in.
  const town = towns.find((part) => /\s(?:City|CITY)$/u.test(part)) ?? towns[0];
  // "P.O BOX 1967-30200 KTL KENYA": a town written short, then its country, which says where the phone numbers are.
  return town ? { text: town.replace(TRAILING_MARKS, ''), country: endingCountry(parts.join(' '), places) } : null;
}

/** "av. Roe", "rue des Lilas": a street's name, its kind first. */
const STREET_KIND_FIRST = /^(?:av|ave|avenue|rue|bd|boulevard|chemin|all[ée]e|impasse|route)\.?\s/i;
/** "No:7A,Old Mill Road": a street's name whose number stood apart, its kind last. */
const STREET_KIND_LAST = new RegExp(`\\b(?:${STREET_KINDS_WRITTEN_OUT})$`, 'i');
/** "25 Roe Crescent", "4 Roe Close": a street's kind last, written out or short. */
const ENDS_WITH_STREET_KIND = new RegExp(`\\b(?:${STREET_KINDS}|close|crescent)\\.?\\s*$`, 'i');

/** The country whose name ends a text ("… KTL KENYA"), the longest name that does; else null. */
function endingCountry(text: string, places: Places): string | null {
  const name = countryTails(text.replace(TRAILING_MARKS, ''), places).at(-1)?.[1];
  return name ? places.countryCode(name) : null;
}

/** A text parted before its last one, two or three words where they name a country ("New York | USA", "Cape Town | South Africa"), shortest name first. */
function countryTails(text: string, places: Places): [string, string][] {
  const words = text.split(/\s+/);
  return [1, 2, 3]
    .filter((count) => count <= words.length)
    .map((count): [string, string] => [words.slice(0, -count).join(' '), words.slice(-count).join(' ')])
    .filter(([, country]) => places.isCountryName(country));
}

/** "House No 82 Street No 3 Abu-Bakr Block Sector H-13 Islamabad": a labelled address that ends with its town, no comma before it. */
function endingTown(part: string, places: Places): { location: CvLocation; town: boolean } | null {
  const words = part.replace(POSTCODE, '').trim().split(/\s+/);
  for (const count of [3, 2, 1]) {
    const tail = words.slice(-count).join(' ');
    if (words.length > count && /^\p{Lu}\p{Ll}/u.test(tail) && places.isPlaceName(tail)) return placeIn(tail, places);
  }
  return null;
}

/** "12 rue Duguesclin Lyon": a French street, its name, then its town, written without a comma. */
const FRENCH_STREET = /^\d+\s*(?:bis|ter)?,?\s+(?:rue|avenue|boulevard|bd|chemin|all[ée]e|impasse|place|quai|cours|route)\s+(\S.*)$/iu;
const STREET_NAME_PARTICLE = /^(?:de|du|des|la|le|les|d['’].*|l['’].*)$/iu;

/**
 * "12 rue Duguesclin Lyon Auvergne-Rhône-Alpes 69003 FR", or "12 RUE DUGUESCLIN LYON" over "AUVERGNE-RHÔNE-ALPES": the
 * town that ends a French street line. Only when a region or a country follows it, on the line or under it: a street is
 * often named after a town ("12 rue de Paris") or a person named as one ("rue Victor Hugo" over "75016 Paris").
 */
function townEndingStreet(line: string, next: string, places: Places): { location: CvLocation; town: boolean } | null {
  // "• 12 rue Duguesclin …": a contact line set as a list's item.
  const words = FRENCH_STREET.exec(line.trim().replace(/^[^\p{L}\d]+/u, ''))?.[1]!.split(/\s+/);
  if (!words) return null;
  let followed = false;
  while (words.length > 1 && (/^\d{5}$/.test(words.at(-1)!) || places.isRegionOrCountry(words.at(-1)!))) {
    words.pop();
    followed = true;
  }
  const under = next.replace(POSTCODE, '').trim();
  if (!followed && !(under && places.isRegionOrCountry(under))) return null;
  for (const count of [3, 2, 1]) {
    const name = words.slice(0, -count);
    const tail = words.slice(-count).join(' ');
    if (name.some((word) => !STREET_NAME_PARTICLE.test(word)) && places.isCity(tail)) return placeIn(tail, places);
  }
  return null;
}

/** "McDonald, Oakbrook IL April2012 – Present": a job's line without its dates, which stand where a state would end it. */
function withoutDates(line: string): string {
  // A tab between a line's cells stays: "Université du Québec à Montréal⇥Montréal" names its town in the last one.
  return line.replace(DATE, ' ').replace(/[^\S\t]+/g, ' ').replace(/^[\s\-–—,;:()]+|[\s\-–—,;:(]+$/g, '');
}

/**
 * The address a label opens, to the next label: its pieces, whatever separates them ("Address : 219,
 * Oriental Society, Sector – 62, Noida, UP, India"; "Address: 12 Elm St, Springfield | Phone: …").
 */
function labelledAddress(line: string): string | null {
  const pieces = line.replace(LABEL_DASH, '$1$2: ').replace(LABEL_MID_LINE, ' | ').split(PIECES);
  const start = pieces.findIndex((piece) => LABEL.test(piece));
  if (start < 0) return null;
  const end = pieces.findIndex((piece, i) => i > start && /^[\p{L} ]{2,20}\s*:/u.test(piece));
  const address = pieces.slice(start, end < 0 ? undefined : end).join(', ');
  // "Based in Lyon. Notice period: 2 months": a sentence's stop ends the place it names.
  return /^(?:based|lives) in\s/i.test(address) ? address.replace(/(?<=\p{L}{3})\.\s.*$/u, '') : address;
}

/** The label of a postcode, before it: "Pincode-176000", "PIN: 110000", "Zip 60607". */
// "PB. 12050", "B.P. 1234": a post box's number, as Moroccan and West African addresses write it, is no town's postcode.
const POSTCODE_LABEL = /^(?:code|pin\s?code|pin|zip(?:\s?code)?|post\s?code|postal\s+code|code\s+postal|p\.?\s?b\.?|b\.?\s?p\.?|p\.?\s?o\.?)$/i;

/** "Location: Remote": a way of working, not a place; "Permanent Address : above adress", "Same as above": the address above, said again. */
const NOWHERE = /^(?:remote|fully remote|t[ée]l[ée]travail|[àa] distance|anywhere|worldwide|flexible|n\/?a|above(?:\s+add?ress)?|(?:the\s+)?same(?:\s+as\s+(?:above|present|permanent|current)(?:\s+add?ress)?)?|as\s+above|ditto|m[êe]me\s+adresse)$/i;

/** What is left of "Mobile : +33 6…" once the number is out: a label, though Mobile is a town in Alabama. */
const CONTACT_WORD = '(?:mobile|phone|tel|tél|telephone|téléphone|cell|portable|gsm|fax|e-?mail|courriel|web|site|whatsapp)(?:\\s*(?:no|nr|number|num|n°)\\.?)?';
/**
 * A form's next label on a line of its own, with or without its colon ("Address" / "1450 W Randolph St" /
 * "Postal Code & City", "Postal Code, City" / "60607 Chicago" / "Region", or "Phone"): the address under its label ends there.
 * So does a link's label ("LinkedIn" under a street address, the link behind the word), and a contact's label before its value
 * ("Address" over "Email⇥:⇥abi@…").
 */
const NEXT_FIELD = new RegExp(`:\\s*$|^${CONTACT_WORD}\\s*:|^(?:postal\\s+code|post\\s*code|zip(?:\\s+code)?|code\\s+postal|city|town|ville|region|région|state|province|country|pays|website|site web|linkedin|github|gitlab|portfolio|${CONTACT_WORD})(?:\\s*(?:&|and|et|\\/|,)\\s*(?:city|town|ville|code\\s+postal|postal\\s+code|country|pays))?$`, 'i');
const CONTACT_LABEL = new RegExp(`^${CONTACT_WORD}\\s*[.:]?$|:$`, 'i');
/** "Cell No : 0757902557 (Kenya)": the label that opened a piece whose number is out. */
const CONTACT_LABEL_BEFORE = new RegExp(`^${CONTACT_WORD}\\s*:\\s*`, 'i');
/** "Mobilité : Nantes et ses alentours": where the candidate will work, a place as good as the contact line's. */
const MOBILITY_LABEL = /^(?:mobilit[ée]|mobility)(?:\s+g[ée]ographique)?\s*:\s*/i;

/** "Rosharon, TX 77583 Home: (123)345-7890": the label of the number after the place, once the number is out. */
const CONTACT_LABEL_AFTER = new RegExp(`\\s+(?:${CONTACT_WORD}|home|work|office)\\s*:$`, 'i');

/**
 * "Lively – Conscientious – Enthusiastic – Demanding": qualities under the title, one word each, though Lively is a town in
 * Ontario. Four single words or more among which one names a place at most, and no city ("Lyon | Python | Docker | Git").
 */
function isListOfQualities(pieces: string[], places: Places): boolean {
  // "Account Manager · MENA · CIS · EN · AR · RU": markets and languages by their codes, though Mena is a town in Arkansas.
  if (pieces.filter((piece) => /^\p{Lu}{2,4}$/u.test(piece)).length >= 4) return true;
  const words = pieces.filter((piece) => /^\p{Lu}\p{Ll}+$/u.test(piece));
  return words.length >= 4 && words.filter((word) => places.isPlaceName(word)).length <= 1 && !words.some((word) => places.isCity(word));
}

/** The pieces of a contact line that may name a place: e-mails, links, numbers and their labels taken out. */
function piecesOf(line: string): string[] {
  return line
    .split(PIECES)
    .map((piece) => piece.replace(NOT_A_PLACE, ' ').trim().replace(CONTACT_LABEL_BEFORE, '').replace(MOBILITY_LABEL, '').replace(CONTACT_LABEL_AFTER, ''))
    .filter((piece) => piece && !CONTACT_LABEL.test(piece));
}

/** The small words that join a town's words when written without hyphens: "Belleville en Beaujolais", "Barry d’Islemade", "Jerez de la Frontera". */
const TOWN_PARTICLE = `(?:de|du|des|la|le|les|en|sur|sous|lès|aux|del|di|da|do|dos|y|am|upon|on)[ -]|d['’]|l['’]`;
/**
 * A town's words part at spaces only: a word's own letters take its hyphens ("Aix-en-Provence"), and a hyphen that could
 * also part words let a run such as "A-As-As…" be read in so many ways that a line of 1,000 took 80 ms.
 */
const TOWN = `\\p{Lu}[\\p{L}'’.-]*(?: (?:${TOWN_PARTICLE}){0,2}\\p{Lu}[\\p{L}'’.-]*){0,2}`;
const STREET_NUMBER_TO_POSTCODE = /^\d{1,4}[a-z]?\s+\p{L}.*\s(?:\d{5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/u;
const LIKELY_YEAR = /^(?:19[5-9]\d|20[0-3]\d)\s/;
const LIKELY_YEAR_AFTER = /\s(?:19[5-9]\d|20[0-3]\d)$/;
/** Polish ("33-100 Tarnów") and Portuguese postcodes, the latter with a dash before the town ("2835-138 - Baixa da Banheira"). */
const HYPHENED_POSTCODE = '\\d{2}-\\d{3}|\\d{4}-\\d{3}';
const BEFORE_TOWN = '\\s+(?:[-–]\\s+)?';
const POSTCODE_THEN_TOWN = new RegExp(`^(?:\\d{4,5}|${HYPHENED_POSTCODE})${BEFORE_TOWN}(${TOWN})$`, 'u');
/** "MyTown 1000", "Senonnes, 53390", "Chennai 600028", "Tuticorin-628008", "Tenkasi-627 811" (an Indian PIN, six digits, often joined by a dash). */
const TOWN_THEN_POSTCODE = new RegExp(`^(${TOWN})(?:,?\\s+\\d{4,6}|\\s*[-–]\\s*\\d{3}\\s?\\d{3})$`, 'u');
const ONLY_TOWN = new RegExp(`^${TOWN}$`, 'u');
const TOWN_IN_SMALL_LETTERS = /^\p{Lu}[\p{L}'’-]*(?:[ -]\p{L}[\p{L}'’-]*){0,3}$/u;
const LEADING_PARTICLE = new RegExp(`^(?:${TOWN_PARTICLE}|(?:el|al|den|der|het|san|sankt|st)\\s)`, 'u');
/** "Paris, France.", "IL-", "ID]", an icon font's glyph: what a place's text ends with that is no part of it. */
const TRAILING_MARKS = /[^\p{L}\p{N}]+$/u;

/** The last word of a school's, a college's or a hospital's name, which small towns share ("University", Florida). */
const INSTITUTION_WORD = /^(?:university|college|school|institute|academy|hospital)$/i;

/** " State" after a state's or its capital's name: "Lagos State", "Kano State", "New York State"; not "Free State", a name whole. */
const STATE_WORD = /(\p{Lu}\p{L}+) State(?=[^\p{L}]*(?:$|,|\|))/u;

/** "Lagos State.": a state named with its word, after its capital's name or its own. */
function namedState(part: string, places: Places): boolean {
  const named = part.replace(TRAILING_MARKS, '');
  return STATE_WORD.test(named) && places.isPlaceName(named.replace(STATE_WORD, '$1'));
}
/** "U.A.E.", "U.K.", "U.S.A.": a country in dotted capitals, which keeps its stops. */
const DOTTED_COUNTRY = /^(?:\p{Lu}\.){2,3}$/u;
const TOWN_STATE_ZIP = new RegExp(`(${TOWN})\\s+([A-Z]{2})(?:\\s+|\\s*-\\s*)(\\d{5}(?:-\\d{4})?)\\b`, 'u');
const YEAR_RANGE = /\b(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}\b|present|current|now|today|aujourd)/i;
/** A job's date, or the word for today that ends its range: "April2012", "03/2019", "Jan '19"… "Present". */
const DATE = new RegExp(`(?:\\b(?:${MONTH_NAME})\\.?\\s*'?\\s*(?:\\d{1,2}\\s*[/.-]\\s*)?|\\b\\d{1,2}\\s*[/.-]\\s*|\\b)(?:19|20)\\d{2}\\b|\\b(?:${MONTH_NAME})\\.?\\s*'\\d{2}\\b|\\b(?:present|current|now|today|till date|till now|until now|to date|ongoing|à ce jour|ce jour|aujourd['’]hui|en poste|en cours|actuellement|maintenant)\\b`, 'giu');
const COUNTRY_THEN_TOWN = /^(\p{Lu}[\p{L} .'’-]*?)(?:\s*:\s*|\s+[-–—]\s+|\s*,\s*)(\p{Lu}[^,:]*)(?=\s*,|$)/u;
/** "Chicago IL", "60607 Chicago IL US": a town and its state's code, its postcode before and its country's code after. */
const TOWN_THEN_STATE = new RegExp(`^(?:\\d{5}\\s+)?(${TOWN})\\s+([A-Z]{2})$`, 'u');
const TOWN_STATE_COUNTRY = new RegExp(`^(?:\\d{5}\\s+)?(${TOWN})\\s+([A-Z]{2})\\s+([A-Z]{2,3})$`, 'u');
const TOWN_AFTER_POSTCODE = new RegExp(`(?:^|\\s)(?:\\d{5}|${HYPHENED_POSTCODE})${BEFORE_TOWN}(${TOWN})$`, 'u');
/** "Rue du Lac 7, 1700 Fribourg": a Swiss, Belgian or Austrian postcode of four digits before the town. */
const TOWN_AFTER_SHORT_POSTCODE = new RegExp(`\\s(\\d{4})\\s+(${TOWN})$`, 'u');

/** Words before a year that make it a date: "in 2016", "depuis 2019", "Class of 2024". */
const DATING_WORD = /^(?:in|en|since|depuis|from|de|du|to|till|until|of|by|année|promotion|promo)$/i;
/** "(TK)", "(Dist.)": after an Indian town, that it names its taluk or its district. */
const INDIAN_DIVISION = /\s*\((?:tk|tq|tal|taluk|dt|dist|district)\.?\)/giu;

/** A year after its month in digits, ending a line: "seit 10.2025", "08.2019–06.2022". */
const NUMERIC_MONTH_BEFORE = /\b(?:0?[1-9]|1[0-2])[./]\s?(?:19|20)\d{2}\s*$/;

/**
 * A town the gazetteer does not hold, known by its place in a postal address: beside a postcode
 * ("69440 Mornant", "MyTown 1000"), or alone on the line under a street line that ends with one.
 */
function postalTown(lines: string[], places: Places, lineUnder: (index: number) => string | undefined): string | null {
  for (const [i, line] of lines.entries()) {
    // "PROMOWORKS 2006 – 2007": a year range, not a postcode.
    if (YEAR_RANGE.test(line)) continue;
    // "TENKASI(TK)-627 811,": an Indian town, its taluk's or district's mark, and its PIN written in two groups.
    for (const piece of piecesOf(line).map((part) => part.replace(/^[^\p{L}\d]+/u, '').replace(INDIAN_DIVISION, '').replace(/,$/, ''))) {
      // "2025 Application Web": a timeline's year before an entry, not a postcode before a town no gazetteer holds;
      // "1450 W Randolph St": a house number before its street.
      // "Graduated 2014" under a school's line: a year after a word that names no town, not a town before its postcode.
      const townBefore = TOWN_THEN_POSTCODE.exec(piece)?.[1];
      const beforeYear = townBefore !== undefined && LIKELY_YEAR_AFTER.test(piece) && !places.isPlaceName(townBefore);
      const town = (LIKELY_YEAR.test(piece) || isStreet(piece) ? undefined : POSTCODE_THEN_TOWN.exec(piece)?.[1]) ?? (beforeYear ? undefined : townBefore);
      // "LatentView Analytics February 2024": a month before the number makes it a date; "Pincode-176000", a label.
      if (town && !MONTH.test(town.split(/\s+/).at(-1)!) && !POSTCODE_LABEL.test(town)) return town;
      // "Rua Michel Giacometti N21 2D 2835-138 - Baixa da Banheira": a street, then the postcode and its town.
      // "…outils et supports […]. 31500 Toulouse": a known town after its postcode, ending a line two columns share.
      const after = TOWN_AFTER_POSTCODE.exec(piece);
      if (after && (isStreet(piece.slice(0, after.index).trim()) || places.isPlaceName(after[1]!))) return after[1]!;
      // After a street, or a known town after a number that is not a likely year ("Internship 2019 Paris").
      const afterShort = TOWN_AFTER_SHORT_POSTCODE.exec(piece);
      if (afterShort && (isStreet(piece.slice(0, afterShort.index).trim()) || (places.isPlaceName(afterShort[2]!) && !LIKELY_YEAR.test(`${afterShort[1]} `)))) return afterShort[2]!;
    }
    const next = lineUnder(i)?.trim();
    // A postcode after a word or a comma, not a phone number's last digits ("(312) 555-0147" over "About"), nor a year
    // after its month ("Updated in October 2025" over "CURRENT POSITION") or after a word that dates ("Cambridge Advanced
    // Grade A in 2016" over "Doctorate Thesis").
    // Nor a link's or a handle's last digits ("https://www.facebook.com/roe2512" over "Phone"), nor a number's written with dots
    // ("530.555.6348" over "Exhibitions").
    const postcode = /[/@]\S*$/.test(line) ? null : /(?:^|(?<!\d)([\p{L},.]+)\s*)(\d{4,5})\s*$/u.exec(line);
    // Nor a year after its month in digits ("seit 10.2025", "08.2019–06.2022").
    // "2017" alone over "Exhibit Title": a timeline's year over its entry, unless a town the gazetteer knows is under it.
    const yearAlone = postcode && /^\s*(?:19|20)\d{2}\s*$/.test(line) && !(next && places.isPlaceName(next));
    const isYear = postcode && (yearAlone || MONTH.test(postcode[1] ?? '') || (/^(?:19|20)\d{2}$/.test(postcode[2]!) && (DATING_WORD.test(postcode[1] ?? '') || NUMERIC_MONTH_BEFORE.test(line))));
    // "59680" over "Ferrière la petite": under a postcode alone on its line, a town written in small letters after its first.
    const townUnder = next && (ONLY_TOWN.test(next) || (/^\s*\d{5}\s*$/.test(line) && TOWN_IN_SMALL_LETTERS.test(next)));
    if (postcode && !isYear && townUnder && !MONTH.test(next)) return next;
  }
  return null;
}

/** "Chicago IL", "60607 Chicago IL US": a town, then its state's code and its country's, without commas. */
function townAndState(part: string, places: Places): string[] {
  const [, town, state, country] = TOWN_STATE_COUNTRY.exec(part) ?? TOWN_THEN_STATE.exec(part) ?? [];
  // "Argo AI", an employer: artificial intelligence's letters, not Anguilla's code after a town.
  if (!town || !state || state === 'AI' || !places.isPlaceName(town) || !places.isRegionOrCountry(state) || (country && !places.isCountryName(country))) return [part];
  return country ? [town, state, country] : [town, state];
}

/** "New York USA", "Ontario Canada": a state's name, then its country's, without a comma. */
function stateThenCountry(part: string, places: Places): [string, string] | null {
  return countryTails(part, places).find(([state]) => state.length > 2 && places.regionOf(state)) ?? null;
}

/**
 * "Lyon France", "Kitale Kenya": a town's name, then its country's, without a comma; the town must be one the gazetteer
 * holds in that country, or words of a sentence would read as a town ("moved to France").
 */
function townThenCountry(part: string, places: Places): [string, string] | null {
  const inCountry = ([town, country]: [string, string]) => {
    const place = town && places.isPlaceName(town) ? places.find(`${town}, ${country}`) : null;
    return Boolean(place?.city && place.lat !== undefined);
  };
  return countryTails(part, places).find(inCountry) ?? null;
}

/** "2136 G Street NW": the quarter of a city that a street's name ends with, not a town. */
const COMPASS_POINT = /^(?:[NSEW]|NE|NW|SE|SW|north|south|east|west)\.?$/i;

function streetThenTown(part: string): string[] {
  // "12 Rue des Lilas - Gif-sur-Yvette": a street, a dash, then its town.
  const dashed = part.split(/\s+[-–]\s+/);
  const [, street, town] = STREET_THEN_WORDS.exec(part) ?? (dashed.length === 2 && isStreet(dashed[0]!) ? ['', ...dashed] : []);
  return street && town && ONLY_TOWN.test(town) && !COMPASS_POINT.test(town) ? [street, town] : [part];
}

/** A template's blank left as written ("Company Name – City, State", "Street"): GeoNames has towns called City and Street. */
const TEMPLATE_PLACEHOLDER = /^(?:city|town|state|country|street|address|zip|ville|pays|rue|adresse|postal code|post ?code|zip code|code postal)$/i;

/** A line that says where the candidate was born. */
const BIRTHPLACE = /\b(?:born\b|n[ée]e? (?:le|en|à)\b|place of birth|birth ?place|lieu de naissance|date (?:and|&) place of birth|date et lieu de naissance)/iu;
/**
 * "♂ Male" among personal details: a sex, though Male is the Maldives' capital (written "Malé, Maldives" when it is); "DOB"
 * over the date of birth, a form's label, though Dob is a village in Slovenia.
 */
const SEX_OR_BIRTH_LABEL = /^(?:male|female|homme|femme|masculin|f[ée]minin|dob|d\.o\.b\.?)$/i;

/** A personal detail's label and its value after the place, on the same line: "Nationality: French", "Marital status: Single". */
const FIELD_RUN_ON = /\s+(?:nationality|nationalit[ée]|marital status|situation familiale|date of birth|date de naissance|gender|sexe?|age|âge)\s?:\s.*$/iu;

/** "2730, Goyer": a house number and its comma first, as Québec writes an address. */
const HOUSE_NUMBER_FIRST = /^[^\p{L}\d]*\d{1,4}\s*,\s*\p{L}/u;
/** "101 Jurong": a block's number, then one word that names no town, the street's. */
const BLOCK_AND_STREET = /^\d{1,3}[a-z]?\s+(\p{L}[\p{L}'’-]*)$/u;
const isBlockAndStreet = (part: string, places: Places) => {
  const street = BLOCK_AND_STREET.exec(part)?.[1];
  return street !== undefined && !places.isPlaceName(street);
};

/** "Michael Roe, M.S.": a degree written with its stops after a name, which no address writes for a state (Mississippi's is "MS"). */
export const DEGREE_AFTER_NAME = /,\s*(?:M\.S|B\.S|M\.A|B\.A|M\.D|Ph\.D|M\.B\.A|M\.Sc|B\.Sc|M\.Ed|M\.Eng|B\.Eng)\.?$/;

/** "B.Tech (IT), 2025" on a title's line: a degree written short, then its field, whose letters are a country's code. */
const DEGREE_SHORT = /^(?:[bm]\.\s?(?:tech|sc|e|com|a|s|ed|pharm|arch)\.?|[bm]tech|[bm]sc|mba|bca|mca|ph\.?\s?d\.?)$/i;

/** The place a piece names, and whether a town is among it (else a state or a country only). */
function placeIn(piece: string, places: Places): { location: CvLocation; town: boolean } | null {
  if (DEGREE_AFTER_NAME.test(piece)) return null;
  const read = piece
    // "Blies-Guersviller, France      Nationality: French": the next column's field, run on after the town's country.
    .replace(FIELD_RUN_ON, '')
    // "…, France - ZIP" over "Code 91190": a postcode's label, and the postcode, after the town's country.
    .replace(/\s+[-–]\s+(?:zip|post(?:al)?)(?:\s?code)?(?:\s+[\dA-Z]{2,}(?:\s[\dA-Z]{2,})?)?$/i, '')
    // "Park Ridge IL 60068": a US address's town and state without the comma between them.
    .replace(TOWN_STATE_ZIP, (written, town: string, state: string, zip: string) => (places.isRegionOrCountry(state) ? `${town}, ${state} ${zip}` : written))
    // "Boulogne- Billancourt": a town's hyphen with a space after it, as a line wrapped there and was joined back.
    .replace(/(?<=\p{L})- (?=\p{Lu}\p{Ll})/gu, '-')
    // "France : Bourg-en-Bresse", "France - Lyon", "Maroc,Tiflet": the country first, then the town; a city when more
    // follows ("India, Kolkata, Portfolio", a link's label read as a piece of the address; not "India, Link", one's end).
    .replace(COUNTRY_THEN_TOWN, (written, country: string, town: string, _at: number, whole: string) =>
      places.isCountryName(country) && (written.length === whole.length || places.isCity(town)) ? `${town}, ${country}` : written,
    )
    // "CURRICULUM VITAE (CV)": the document's initials, not Cabo Verde's code.
    .replace(/\s*\(CV\)/g, '')
    // "Badagry, Lagos State": a Nigerian state written with its word, named after its capital.
    .replace(STATE_WORD, (written, name: string) => (places.isPlaceName(name) || places.isRegionOrCountry(name) ? name : written))
    // "Montréal (Québec)" names its province as "Montréal, Québec" would.
    .replace(/\s*\((\p{L}[^)]*)\)/gu, ', $1')
    .split(/\s*,\s*/)
    // "515 Normandy Ln Barrington, IL 60010": the town after the street, without a comma between them.
    .flatMap(streetThenTown)
    // "NAIROBI-KENYA", "rue Cassini - 06300 Nice - France": a town and its country joined by a hyphen, its postcode before it.
    .flatMap((part) => {
      const [, town, country] = /^(.+?)\s*-\s*(\p{L}[\p{L}. ]+)$/u.exec(part) ?? [];
      const townAlone = town && (TOWN_AFTER_POSTCODE.exec(town)?.[1] ?? town.replace(POSTCODE, '').trim());
      return townAlone && country && places.isPlaceName(townAlone) && places.isRegionOrCountry(country) && !places.isPlaceName(part) ? [town, country] : [part];
    })
    // "Tribune Inc, Chicago IL": a town and its state's code without a comma between them.
    .flatMap((part) => townAndState(part, places))
    // "Buffalo, New York USA 14260", "Kitale Kenya": a state or a town, then its country, without a comma between them.
    .flatMap((part) => stateThenCountry(part.replace(POSTCODE, '').trim(), places) ?? townThenCountry(part, places) ?? [part])
    // The town after its postcode, whatever stands before them: "Robin 69003 Lyon" (moderncv sets the surname there),
    // "147 avenue des Minimes - 31200 TOULOUSE" (a street, then the town).
    // "1450 W Randolph St 60607 Chicago IL US": the town's state and country after it.
    .flatMap((part) => {
      const town = TOWN_AFTER_POSTCODE.exec(part)?.[1];
      return town ? townAndState(town, places) : [part];
    });
  const afterStreet = read.some(isStreet);
  const parts = read
    // The street before its number goes with the postcode: "4417 Maple Ave, Dallas, TX 75219".
    .filter((part) => !isStreet(part))
    // An icon font's glyph before the town: "* Bremen", "½ Bremen", a pin read as a letter ("m Rathnapura"); a full stop after it: "Paris, France.".
    .map((part) => (DOTTED_COUNTRY.test(part) ? part : part.replace(POSTCODE, '').replace(AROUND_TOWN, '').replace(/^(?:[^\p{L}\d]+|\p{Ll}\s+(?=\p{Lu}))/u, '').replace(TRAILING_MARKS, '').replace(/\s+/g, ' ').trim()))
    // "B crobin@…": an icon font's letter left once the e-mail is out.
    // "101 Jurong, Singapore": a block's number before a street's name, which names no town (the postcode is out by now).
    .filter((part) => (/\p{L}{2}/u.test(part) || DOTTED_COUNTRY.test(part)) && !isStreet(part) && !isBlockAndStreet(part, places) && !MONTH.test(part));
  // A code alone ("IT", "HR", "I.T.") says a field more often than a country; after a town it is a state ("Austin, TX").
  // "CT 2206, Rabat, Morocco": a block's letters and number before the town are no place of their own.
  if (parts.length > 1 && /^\p{L}{1,2}$/u.test(parts[0]!) && /^\p{L}{1,2}\s+\d/u.test(read[0]!)) return placeIn(parts.slice(1).join(', '), places);
  if (parts.length === 0 || parts[0]!.length > 60 || TEMPLATE_PLACEHOLDER.test(parts[0]!) || DEGREE_SHORT.test(parts[0]!) || /^\p{L}{1,2}$/u.test(parts[0]!) || DOTTED_COUNTRY.test(parts[0]!)) return null;
  if (parts.length === 1 && SEX_OR_BIRTH_LABEL.test(parts[0]!)) return null;
  // "store." under "…experience in Azure SQL and Data Lake": a sentence's last word wrapped, though Štore is a town.
  if (parts.length === 1 && /^\p{Ll}+$/u.test(parts[0]!)) return null;
  // "Roepur upzilla" over "side, Kaliganj": a word wrapped from the line above, in small letters before a town's capital,
  // though Side is a town. Not "cergy, France", a town in small letters before its country.
  if (/^\p{Ll}+$/u.test(parts[0]!) && /^\p{Lu}/u.test(parts[1] ?? '') && !places.isRegionOrCountry(parts[1]!)) return placeIn(parts.slice(1).join(', '), places);
  // "…in data science, or AI.": words of a sentence, in small letters then capitals, though their letters spell Orai.
  // Not "le Havre", a town's particle in small letters.
  if (/^\p{Ll}+\s/u.test(parts[0]!) && /\p{Lu}/u.test(parts[0]!) && !LEADING_PARTICLE.test(parts[0]!)) return null;
  // A place stands alone ("Lyon", "Texas") or is followed by its state or country ("Pleasantville, CA"):
  // a town's name inside other words is a person's or a company's ("Camille Martin").
  // "Pleasantville, CA" names an unknown town by its state; in "Hudson's Bay Company, New York, NY" the state's name is the town's.
  const townNext = parts.length > 2 && places.isPlaceName(parts[1]!) && places.isRegionOrCountry(parts[2]!);
  // "McDonald, Oak Brook, IL", a job's line: a firm named as a town is, before a town and its state (not "Paris, Texas, USA").
  // A city of its own before it is a district of the next ("Villeurbanne, Lyon, France"), and is read with it.
  if (townNext && places.isPlaceName(parts[0]!) && !places.isRegionOrCountry(parts[1]!) && !places.isCity(parts[0]!)) return placeIn(parts.slice(1).join(', '), places);
  const stated = parts.length > 1 && places.isRegionOrCountry(parts[1]!) && !townNext;
  // "English – B2" is a language, though English is a town in Indiana.
  if ((!places.isPlaceName(parts[0]!) || languageNamed(parts[0]!)) && !stated) {
    // "Mapo-gu, Seoul, Republic of Korea", "Room 105, Fazlul Haque Hall, Khulna, Bangladesh": a district,
    // street or building the gazetteer does not hold, before a town and its state or country.
    const townAt = parts.findIndex((part, i) => i > 0 && i + 1 < parts.length && places.isPlaceName(part) && places.isRegionOrCountry(parts[i + 1]!));
    if (townAt > 0) return placeIn(parts.slice(townAt).join(', '), places);
    // "Dwarka Sector 26, New Delhi", "Whitefield, Bengaluru": a quarter the gazetteer does not hold, then its city.
    if (parts.length === 2 && places.isCity(parts[1]!) && !places.isRegionOrCountry(parts[1]!)) return placeIn(parts[1]!, places);
    // "#006 Roe Village, Tiptop, Pacdal, Baguio City": from the house's number down through places the gazetteer does not hold, to the city.
    const city = parts.at(-1)!;
    if (parts.length > 2 && /^[^\p{L}\d]*#?\d/u.test(piece) && places.isCity(city) && !places.isRegionOrCountry(city) && !parts.slice(1, -1).some((part) => places.isPlaceName(part))) return placeIn(city, places);
    // "No.91, Bemmulla, Gampaha": after a house number, a village the gazetteer does not hold, then its town, however small.
    if (afterStreet && parts.length === 2 && places.isPlaceName(parts[1]!) && !places.isRegionOrCountry(parts[1]!)) return placeIn(parts[1]!, places);
    return parts.length >= 3 && places.isRegionOrCountry(parts[2]!) ? placeIn(parts.slice(1).join(', '), places) : null;
  }
  // "SOA, WebLogic and MFT Module.": an acronym, though a town's name, before words that say no place.
  if (parts.length > 1 && !stated && ACRONYM.test(parts[0]!)) return null;
  // "• Research, Vision & Design", a skills line: a small town's name (Research, Victoria) before words that name no place is none.
  if (parts.length > 1 && !stated && !townNext && !places.isPlaceName(parts[1]!) && !places.isCity(parts[0]!)) return null;
  const place = places.find(parts.slice(0, 3).join(', '));
  if (!place) return null;
  // "Installations & configuration réseau, Aruba, Cisco", a skills line: a town no gazetteer holds must at least read as a town's name.
  // "Saenz Peña - Chaco, Argentina": such a town, then its province, before the country.
  const written = place.lat === undefined ? parts[0]!.split(/\s+[-–]\s+/) : [parts[0]!];
  if (place.lat === undefined && (written.length > 2 || !written.every((part) => ONLY_TOWN.test(part)))) return null;
  // "Globex Business School (Mauritius)": a school no gazetteer holds, before its country, is no town.
  if (place.lat === undefined && written.some((part) => part.split(/\s+/).some((word) => INSTITUTION_WORD.test(word)))) return null;
  // "2730, Goyer, Canada": after a house number and its comma, as Québec writes them, a name no gazetteer holds is the street's.
  if (place.lat === undefined && HOUSE_NUMBER_FIRST.test(piece)) return null;
  // "Texas A&M University College Station, TX": the town, not the employer.
  // "New Delhi, Delhi" names New Delhi, a town of its own, not Delhi.
  const endsWithTown = place.city && lookupKey(parts[0]!).endsWith(lookupKey(place.city)) && lookupKey(parts[0]!) !== lookupKey(place.city) && !places.isPlaceName(parts[0]!);
  // "Yale University, USA": an institution's name, though University is a town in Florida.
  if (endsWithTown && INSTITUTION_WORD.test(place.city!)) return null;
  const town = endsWithTown ? place.city! : written[0]!;
  // Its state and country follow it; what comes after them is the rest of a contact line ("Bremen, Germany, XXX XX").
  const said = [town];
  let after = parts.slice(1, 3);
  // "Ikeja, Lagos", "Croydon, London": a district or a suburb, then the city it belongs to; either may be the one the reader knows.
  if (after[0] && !places.isRegionOrCountry(after[0]) && places.isCity(after[0]) && (after.length === 1 || places.isRegionOrCountry(after[1]!))) {
    said.push(after[0]);
    after = after.slice(1);
  }
  for (const part of after) {
    if (!places.isRegionOrCountry(part)) break;
    said.push(part);
  }
  return { location: { text: said.join(', '), country: place.country }, town: place.city !== null };
}
