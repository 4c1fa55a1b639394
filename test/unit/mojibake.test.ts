import { describe, expect, it } from 'vitest';
import { joinSpacingAccents, readT1Codes, repairMojibake } from '../../src/ingest/mojibake.js';

describe('text written as UTF-8 and read as Windows-1252', () => {
  it('reads back as written where the bytes make UTF-8, and leaves real Latin letters alone', () => {
    expect(repairMojibake('Team playerâ€™s work â€“ done')).toBe('Team player’s work – done');
    expect(repairMojibake('CafÃ© crÃ¨me, Ã‰cole')).toBe('Café crème, École');
    expect(repairMojibake('10/2014 ï¼ Current Company Name ï¼ City')).toBe('10/2014 - Current Company Name - City');
    expect(repairMojibake('SÃO PAULO, naïve, Zoë, déjà')).toBe('SÃO PAULO, naïve, Zoë, déjà');
    // A no-break space whose second byte was lost, or read as a plain space.
    expect(repairMojibake('AccessÂ Budget development\nTaxesÂ\nÂ Conflict resolution')).toBe('Access Budget development\nTaxes\n Conflict resolution');
  });
});

describe("accents that LaTeX's older font encoding sets apart", () => {
  it('go back on their letters, "à" alone included; a backtick before a word that is not "a" stays', () => {
    expect(joinSpacingAccents('Montr´eal, Comp ´etences, o`u, GONZ ´ALEZ')).toBe('Montréal, Compétences, où, GONZÁLEZ');
    expect(joinSpacingAccents('variables `a forte structure')).toBe('variables à forte structure');
    expect(joinSpacingAccents('run `ls -la` first')).toBe('run `ls -la` first');
  });

  it('so do the breve, the dot and the caron of Turkish, Polish and Czech names', () => {
    expect(joinSpacingAccents('Deniz ˙Ilkay, Bo˘gaziçi University, ˇSárka Nováková, ˙Zaneta')).toBe('Deniz İlkay, Boğaziçi University, Šárka Nováková, Żaneta');
  });
});

describe("LaTeX's T1 fonts embedded without a map to Unicode", () => {
  it('read their ligatures beside letters and their dashes; an icon font\'s control character before a space stays', () => {
    expect(readT1Codes('de leur d\u00e9\u001Cnition \u00e0 la version \u001Cnale, e\u001Bort')).toBe('de leur définition à la version finale, effort');
    expect(readT1Codes('Cayan \u0016 Principal Software Engineer 2017\u00152018')).toBe('Cayan — Principal Software Engineer 2017–2018');
    expect(readT1Codes('\u001C +33 6 12 34 56 78')).toBe('\u001C +33 6 12 34 56 78');
  });
});
