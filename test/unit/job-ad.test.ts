import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requiredYears, splitSections, understandAd } from '../../src/matching/job-ad.js';

const ad = (name: string) => fs.readFileSync(new URL(`../fixtures/ads/${name}`, import.meta.url), 'utf8');

describe('reading a job ad by its parts', () => {
  it('finds the parts of an English ad by their headings, and keeps the company, benefits and legal text out of the core', () => {
    const understood = understandAd(ad('nurse-en.txt'));
    expect(understood.sections.map((section) => section.kind)).toEqual(['company', 'responsibilities', 'requirements', 'benefits']);
    expect(understood.coreText).toContain('surgical ward');
    expect(understood.coreText).toContain('Wound care');
    for (const boilerplate of ['award-winning', 'annual leave', 'pension', 'equal opportunity', 'click apply', 'Northfield']) expect(understood.coreText).not.toContain(boilerplate);
    expect(understood.experienceMin).toBe(2);
  });

  it('reads French headings the same way', () => {
    const understood = understandAd(ad('developpeur-fr.txt'));
    expect(understood.sections.map((section) => section.kind)).toEqual(['company', 'responsibilities', 'requirements', 'nice_to_have', 'benefits']);
    expect(understood.requirementsText).toContain('PostgreSQL');
    expect(understood.requirementsText).toContain('Docker');
    for (const boilerplate of ['Bordeaux', 'mutuelle', 'handicap', 'candidature']) expect(understood.coreText).not.toContain(boilerplate);
    expect(understood.experienceMin).toBe(4);
  });

  it('drops boilerplate sentences that stand under no heading, and takes "Heading: text" lines', () => {
    const understood = understandAd(ad('accountant-en.txt'));
    expect(understood.coreText).toContain('month-end accounts');
    expect(understood.coreText).not.toMatch(/equal opportunities|rolling basis|health insurance/);
    expect(splitSections('Requirements: 3 years of Java\nSpring Boot')).toEqual([{ kind: 'requirements', text: '3 years of Java\nSpring Boot' }]);
    expect(understood.experienceMin).toBe(3);
  });

  it('reads a US job board ad: headings with curly apostrophes, the company blurb under no heading left out, requirements first', () => {
    const understood = understandAd(ad('accounting-manager-us.txt'));
    expect(understood.sections.map((section) => section.kind)).toEqual(['summary', 'responsibilities', 'requirements', 'nice_to_have', 'company', 'benefits']);
    // The sentence encoder reads the first few hundred characters: they must be what the job asks.
    expect(understood.coreText.startsWith("Bachelor's degree in accounting")).toBe(true);
    expect(understood.coreText).toContain('The Accounting Manager will own the monthly close');
    for (const blurb of ['leading provider', 'Since 2004', 'award-winning', 'Denver', '401(k)', 'Easy Apply']) expect(understood.coreText).not.toContain(blurb);
    expect(understood.requirementsText).toContain('Big 4 audit');
    expect(understood.experienceMin).toBe(5);
  });

  it('takes years only where a requirement states them, not from the company\'s history', () => {
    expect(requiredYears('Our client was founded over 30 years ago.')).toBeNull();
    expect(requiredYears('Experience\n1 year to less than 2 years')).toBe(1);
    expect(requiredYears('Minimum of five years managing a team')).toBe(5);
    expect(requiredYears('5 ans d’expérience minimum en comptabilité')).toBe(5);
    expect(requiredYears('Great team, free coffee.')).toBeNull();
    expect(understandAd(ad('cook-en.txt')).experienceMin).toBe(1);
  });
});
