import type { Command } from 'commander';
import { coverage, readEscoLabels, readEscoTerms, readOnetProducts, saveTerms, type Coverage } from '../../matching/taxonomy-import.js';
import { Taxonomy } from '../../matching/taxonomy.js';
import { withOperatorCore } from '../operator-store.js';
import { printJson, printLine, printTable, UsageError } from '../output.js';

export function registerTaxonomy(program: Command): void {
  const taxonomy = program.command('taxonomy').description('Extend the skill taxonomy, and measure how much of an export it covers');

  taxonomy
    .command('import')
    .description('Add skills (or job titles) from official exports; svc serve uses them from its next start')
    .argument('<files...>', 'ESCO CSV exports: skills_*.csv and occupations_*.csv, any language; joined on conceptUri')
    .requiredOption('--format <format>', 'export format: esco')
    .option('--json', 'print JSON')
    .option('-d, --data-dir <dir>', 'data directory (env SVC_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of the data directory (env SVC_DATABASE_URL)')
    .addHelpText('after', '\nExample:\n  $ svc taxonomy import --format esco skills_en.csv skills_fr.csv occupations_en.csv occupations_fr.csv\n')
    .action(async (files: string[], options: { format: string; json?: boolean; dataDir?: string; databaseUrl?: string }) => {
      if (options.format !== 'esco') throw new UsageError(`--format must be esco, got "${options.format}"`);
      const result = await withOperatorCore(options, async (core) => {
        const terms = readEscoTerms(files, core.taxonomy);
        const added = await saveTerms(core.db, core.taxonomy, terms, 'esco');
        return { read: terms.length, added, skills: core.taxonomy.skillCount };
      });
      if (options.json) return printJson(result);
      printLine(`Read ${result.read} labels, added ${result.added} new terms; the taxonomy now knows ${result.skills} skills.`);
      printLine('Restart svc serve to use them.');
    });

  taxonomy
    .command('coverage')
    .description('How many labels of ESCO or O*NET exports normalise to a skill of the taxonomy')
    .option('--esco <files...>', 'ESCO skills CSV exports')
    .option('--onet <file>', 'O*NET technology_skills.tsv')
    .option('--shipped', 'measure the shipped taxonomy only, without terms imported into the data directory')
    .option('--json', 'print JSON')
    .option('-d, --data-dir <dir>', 'data directory (env SVC_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of the data directory (env SVC_DATABASE_URL)')
    .addHelpText('after', '\nExample:\n  $ svc taxonomy coverage --onet technology_skills.tsv --esco skills_en-us.csv skills_fr.csv\n')
    .action(async (options: { esco?: string[]; onet?: string; shipped?: boolean; json?: boolean; dataDir?: string; databaseUrl?: string }) => {
      if (!options.esco && !options.onet) throw new UsageError('give --esco and/or --onet files to measure');
      const measure = (taxonomy: Taxonomy) => {
        const rows: { source: string; coverage: Coverage }[] = [];
        for (const file of options.esco ?? []) rows.push({ source: file, coverage: coverage(readEscoLabels(file), taxonomy) });
        if (options.onet) rows.push({ source: options.onet, coverage: coverage(readOnetProducts(options.onet), taxonomy) });
        return rows;
      };
      const rows = options.shipped ? measure(Taxonomy.load()) : await withOperatorCore(options, (core) => measure(core.taxonomy));
      if (options.json) return printJson(rows);
      const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
      printTable(
        ['SOURCE', 'LABELS', 'NORMALISED', 'SHARE', 'WEIGHTED BY USE'],
        rows.map(({ source, coverage: c }) => [source, String(c.labels), String(c.normalised), pct(c.share), pct(c.weightedShare)]),
      );
    });
}
