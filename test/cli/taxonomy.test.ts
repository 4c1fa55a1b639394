import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDataDirDatabase } from '../../src/db/open.js';
import { createCore } from '../../src/core.js';
import { runSvc, tempDir } from '../helpers/processes.js';

const shared = path.resolve(import.meta.dirname, '../../../shared/data');
const esco = (file: string) => path.join(shared, 'esco', file);

describe.skipIf(!fs.existsSync(shared))('svc taxonomy, on the official ESCO and O*NET exports', () => {
  it('imports ESCO skills and occupations, French labels joined to the English concepts', async () => {
    const dataDir = tempDir();
    const result = await runSvc(['taxonomy', 'import', '--format', 'esco', esco('skills_en-us.csv'), esco('skills_fr.csv'), esco('occupations_fr.csv'), '--json', '--data-dir', dataDir]);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout) as { read: number; added: number; skills: number };
    expect(summary.added).toBeGreaterThan(30_000);
    expect(summary.skills).toBeGreaterThan(13_000);

    const db = openDataDirDatabase(dataDir);
    const core = await createCore({ db, masterKey: Buffer.alloc(32) });
    expect(core.taxonomy.resolveSkill('gérer le personnel musical')).toBe('manage musical staff');
    expect(core.taxonomy.resolveSkill('Manage Musical Staff')).toBe('manage musical staff');
    expect(core.taxonomy.occupationOf('régisseuse')).not.toBeNull();
    // Skills the team's taxonomy knows keep its canonical name.
    expect(core.taxonomy.resolveSkill('JavaScript')).toBe('JavaScript');
    await db.close();
  });

  it('measures coverage of O*NET product names and ESCO labels', async () => {
    const result = await runSvc(['taxonomy', 'coverage', '--shipped', '--onet', path.join(shared, 'onet', 'technology_skills.tsv'), '--esco', esco('skills_en-us.csv'), '--json']);
    expect(result.code).toBe(0);
    const [escoRow, onetRow] = JSON.parse(result.stdout) as { coverage: { share: number; weightedShare: number; labels: number } }[];
    expect(escoRow!.coverage.labels).toBe(13_541);
    expect(onetRow!.coverage.weightedShare).toBeGreaterThan(0.4);
  });

  it('refuses an unknown format with exit code 2, and a file that is not an ESCO export with 1', async () => {
    expect((await runSvc(['taxonomy', 'import', '--format', 'onet', 'x.csv'])).code).toBe(2);
    const notEsco = path.join(tempDir(), 'x.csv');
    fs.writeFileSync(notEsco, 'a,b\n1,2\n');
    const result = await runSvc(['taxonomy', 'import', '--format', 'esco', notEsco, '--data-dir', tempDir()]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not an ESCO export');
  });
});
