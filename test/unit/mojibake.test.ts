import { describe, expect, it } from 'vitest';
import { joinSpacingAccents, repairMojibake } from '../../src/ingest/mojibake.js';

describe('text written as UTF-8 and read as Windows-1252', () => {
  it('reads back as written where the bytes make UTF-8, and leaves real Latin letters alone', () => {
    expect(repairMojibake('Team playerâ€™s work â€“ done')).toBe('Team player’s work – done');
    expect(repairMojibake('CafÃ© crÃ¨me, Ã‰cole')).toBe('Café crème, École');
    expect(repairMojibake('10/2014 ï¼ Current Company Name ï¼ City')).toBe('10/2014 - Current Company Name - City');
    expect(repairMojibake('SÃO PAULO, naïve, Zoë, déjà')).toBe('SÃO PAULO, naïve, Zoë, déjà');
  });
});

describe("accents that LaTeX's older font encoding sets apart", () => {
  it('go back on their letters, "à" alone included; a backtick before a word that is not "a" stays', () => {
    expect(joinSpacingAccents('Montr´eal, Comp ´etences, o`u')).toBe('Montréal, Compétences, où');
    expect(joinSpacingAccents('variables `a forte structure')).toBe('variables à forte structure');
    expect(joinSpacingAccents('run `ls -la` first')).toBe('run `ls -la` first');
  });
});
