import { describe, expect, it } from 'vitest';
import { yearsFromExperiences } from '../../src/profiles/experience.js';

const now = new Date('2026-06-15T00:00:00Z');
const entry = (start: string | null, end: string | null) => ({ title: null, company: null, start, end });

describe('years of experience from dated entries', () => {
  it('adds separate periods and counts overlaps once', () => {
    expect(yearsFromExperiences([entry('2015-01', '2017-12'), entry('2018-01', '2020-12')], now)).toBe(6);
    expect(yearsFromExperiences([entry('2015-01', '2019-12'), entry('2017-01', '2020-12')], now)).toBe(6);
    expect(yearsFromExperiences([entry('2010-01', '2020-12'), entry('2012-05', '2013-02')], now)).toBe(11);
  });

  it('runs an open entry until now, subtracts bare years, and skips undated ones', () => {
    expect(yearsFromExperiences([entry('2020-06', null)], now)).toBe(6);
    expect(yearsFromExperiences([entry('2018', '2020')], now)).toBe(2);
    expect(yearsFromExperiences([entry('2018', '2020'), entry('2020', '2023')], now)).toBe(5);
    expect(yearsFromExperiences([entry(null, '2020'), entry('garbage', null)], now)).toBeNull();
  });

  it('counts an entry that ends in the future until now, and one that starts in the future not at all', () => {
    expect(yearsFromExperiences([entry('2025-05', '2099')], now)).toBe(1);
    expect(yearsFromExperiences([entry('2020', '2099')], now)).toBe(6);
    expect(yearsFromExperiences([entry('2027-09', '2028-06')], now)).toBeNull();
    expect(yearsFromExperiences([entry('2018', '2020'), entry('2027-09', null)], now)).toBe(2);
  });
});
