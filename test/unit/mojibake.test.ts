import { describe, expect, it } from 'vitest';
import { repairMojibake } from '../../src/ingest/mojibake.js';

describe('text written as UTF-8 and read as Windows-1252', () => {
  it('reads back as written where the bytes make UTF-8, and leaves real Latin letters alone', () => {
    expect(repairMojibake('Team playerâ€™s work â€“ done')).toBe('Team player’s work – done');
    expect(repairMojibake('CafÃ© crÃ¨me, Ã‰cole')).toBe('Café crème, École');
    expect(repairMojibake('10/2014 ï¼ Current Company Name ï¼ City')).toBe('10/2014 - Current Company Name - City');
    expect(repairMojibake('SÃO PAULO, naïve, Zoë, déjà')).toBe('SÃO PAULO, naïve, Zoë, déjà');
  });
});
