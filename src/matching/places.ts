import fs from 'node:fs';
import { lookupKey, words } from './text.js';

export interface Place {
  /** Canonical city name, or the first part of an unknown location ("Trifouillis"). */
  city: string | null;
  /** ISO 3166 alpha-2 code, when known. */
  country: string | null;
}

interface PlacesFile {
  countries: { code: string; name: string; aliases: string[] }[];
  cities: { name: string; country: string; aliases: string[] }[];
}

const MAX_NGRAM = 4;

/** A job anywhere names no place: location does not count. */
const REMOTE = new Set(['remote', 'fullremote', 'anywhere', 'teletravail', 'adistance', 'partout', 'worldwide'].map(lookupKey));

/** Cities and countries of data/places.json, looked up case-, accent- and punctuation-insensitively. */
export class Places {
  private readonly countryByKey = new Map<string, string>();
  private readonly cityByKey = new Map<string, { name: string; country: string }>();
  private readonly cache = new Map<string, Place>();

  static load(): Places {
    const data = JSON.parse(fs.readFileSync(new URL('../../data/places.json', import.meta.url), 'utf8')) as PlacesFile;
    const places = new Places();
    for (const country of data.countries) {
      for (const alias of [country.name, country.code, ...country.aliases]) places.countryByKey.set(lookupKey(alias), country.code);
    }
    for (const city of data.cities) {
      for (const alias of [city.name, ...city.aliases]) places.cityByKey.set(lookupKey(alias), { name: city.name, country: city.country });
    }
    return places;
  }

  parse(text: string | null | undefined): Place {
    if (!text || !text.trim() || REMOTE.has(lookupKey(text))) return { city: null, country: null };
    const cached = this.cache.get(text);
    if (cached) return cached;
    const place = this.parseUncached(text);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(text, place);
    return place;
  }

  /** A known city or country named anywhere in a text, or null: no guessing from unknown words. */
  find(text: string): Place | null {
    const place = this.parse(text);
    const known = (place.city && this.isKnownCity(place.city)) || place.country;
    return known ? { city: place.city && this.isKnownCity(place.city) ? place.city : null, country: place.country } : null;
  }

  private isKnownCity(name: string): boolean {
    return this.cityByKey.get(lookupKey(name))?.name === name;
  }

  private parseUncached(text: string): Place {
    const keys = words(text).map(lookupKey);
    let city: string | null = null;
    let country: string | null = null;
    for (let n = Math.min(MAX_NGRAM, keys.length); n >= 1; n -= 1) {
      for (let i = 0; i + n <= keys.length; i += 1) {
        const key = keys.slice(i, i + n).join('');
        const knownCity = this.cityByKey.get(key);
        if (!city && knownCity && key.length > 2) {
          city = knownCity.name;
          country ??= knownCity.country;
        }
        const knownCountry = this.countryByKey.get(key);
        if (knownCountry && (key.length > 2 || keys.length === 1)) country = knownCountry;
      }
    }
    if (!city) {
      const first = text.split(',')[0]!.trim();
      if (first && !this.countryByKey.has(lookupKey(first))) city = lookupKey(first) || null;
    }
    return { city, country };
  }
}

/** 1 for the same city, 0.6 for the same country, 0 elsewhere; 1 when the job names no place. */
export function locationScore(job: Place, candidate: Place): { score: number; reason: string } {
  if (!job.city && !job.country) return { score: 1, reason: 'no location required' };
  if (job.city && candidate.city && job.city === candidate.city) return { score: 1, reason: 'same city' };
  if (job.country && candidate.country && job.country === candidate.country) return { score: 0.6, reason: 'same country' };
  if (!candidate.city && !candidate.country) return { score: 0.3, reason: 'candidate location unknown' };
  return { score: 0, reason: 'elsewhere' };
}
