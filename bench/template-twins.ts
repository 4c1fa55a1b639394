/**
 * More layouts of CVs the development set already labels: template projects render one
 * sample person in each of their layouts, so the development set's label of one layout holds
 * for all the others (Reactive Resume's twelve templates, RenderCV's themes, moderncv's styles).
 * Written in the development set's own layout (files/, gold/) outside the repo:
 *
 *   npx tsx bench/template-twins.ts <out-dir> --mirrors <dir>
 *   npm run bench:extract -- <out-dir>
 *
 * <dir> holds the search tool's `fetch` mirrors of the repositories below (git directories).
 * The files are the projects' own example PDFs (MIT; moderncv LPPL 1.3c), read at the commits below.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface Family {
  repo: string;
  commit: string;
  /** The example PDFs, each a layout of the same sample CV. */
  files: RegExp;
  /** The development set's label of that sample CV. */
  label: string;
}

const FAMILIES: Family[] = [
  { repo: 'AmruthPillai/Reactive-Resume', commit: '91c8624d', files: /^apps\/client\/public\/templates\/pdf\/\w+\.pdf$/, label: 'reactive_resume_azurill.pdf.json' },
  { repo: 'rendercv/rendercv', commit: '1d4b87bc', files: /^examples\/John_Doe_\w+Theme_CV\.pdf$/, label: 'rendercv_classic_john_doe_2026.pdf.json' },
  { repo: 'xdanaux/moderncv', commit: '453d6947', files: /^examples\/template_[a-z]+_[a-z]+(?:-[\w-]+)?\.pdf$/, label: 'moderncv_template_banking_red.pdf.json' },
];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const outDir = process.argv[2];
const mirrors = argument('mirrors');
const devSet = argument('dev') ?? '../shared/data/cv-dev';
if (!outDir || !mirrors) {
  console.error('usage: npx tsx bench/template-twins.ts <out-dir> --mirrors <dir> [--dev ../shared/data/cv-dev]');
  process.exit(2);
}
fs.mkdirSync(path.join(outDir, 'files'), { recursive: true });
fs.mkdirSync(path.join(outDir, 'gold'), { recursive: true });
for (const family of FAMILIES) {
  const gitDir = path.join(mirrors, family.repo.replace('/', '+'), 'repo');
  const git = (...args: string[]) => execFileSync('git', [`--git-dir=${gitDir}`, ...args], { maxBuffer: 64 * 1024 * 1024 });
  const label = JSON.parse(fs.readFileSync(path.join(devSet, 'gold', family.label), 'utf8')) as Record<string, unknown>;
  const files = git('ls-tree', '-r', '--name-only', family.commit).toString().split('\n').filter((file) => family.files.test(file));
  for (const file of files) {
    const name = `${family.repo.split('/')[1]!.toLowerCase()}_${path.basename(file)}`;
    fs.writeFileSync(path.join(outDir, 'files', name), git('show', `${family.commit}:${file}`));
    fs.writeFileSync(path.join(outDir, 'gold', `${name}.json`), JSON.stringify({ ...label, file: `files/${name}`, source_repo: family.repo, source_path: file, commit: family.commit }, null, 2));
  }
  console.log(`${family.repo}: ${files.length} layouts`);
}
