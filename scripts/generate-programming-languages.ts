/**
 * Writes data/programming-languages.json: GitHub Linguist's programming languages, each with
 * its aliases ("C#": csharp, cake, cakescript), for the taxonomy to read as skills.
 *
 *   npx tsx scripts/generate-programming-languages.ts
 *
 * From the `linguist-languages` package (MIT, after GitHub Linguist's languages.yml). The
 * package is one ES module per language, 800 of them: importing it at start cost every
 * serving process ~20 MB, against a few kilobytes for the names themselves.
 */
import fs from 'node:fs';
import * as linguist from 'linguist-languages';

const outFile = new URL('../data/programming-languages.json', import.meta.url);

const languages = (Object.values(linguist) as { name: string; type?: string; aliases?: string[] }[])
  .filter((language) => language?.type === 'programming')
  .map((language) => ({ name: language.name, aliases: language.aliases ?? [] }));

// One language a line, in the package's order (the taxonomy keeps the first owner of an alias).
fs.writeFileSync(outFile, `[\n${languages.map((language) => JSON.stringify(language)).join(',\n')}\n]\n`);
console.log(`${languages.length} programming languages written to ${outFile.pathname}`);
