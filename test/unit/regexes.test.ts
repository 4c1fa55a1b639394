import fs from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The CV and ad readers run dozens of patterns over text that anyone can upload, on the main thread. A pattern that
 * can match one run of characters in exponentially many ways (`(?:\s*[_=-]{3,})+$`) holds the thread for hours on a
 * line of 60 underscores with words after them, as a real resume had. Every pattern of src/ is checked with recheck,
 * which proves such a blow-up by building the string that causes it: the literals read from the sources, and the
 * patterns the modules build with `new RegExp` when they load. Quadratic ones are bounded by the parser's line length.
 */

const SRC = path.resolve(import.meta.dirname, '../../src');
const sources = fs
  .readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => path.join(SRC, file));

interface Pattern {
  source: string;
  flags: string;
  where: string;
}

function literalPatterns(): Pattern[] {
  const found: Pattern[] = [];
  for (const file of sources) {
    const tree = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ source: node.text.slice(1, end), flags: node.text.slice(end + 1), where: `${path.relative(SRC, file)}:${line}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

/** The patterns each module builds as it loads, caught by standing in for the RegExp constructor meanwhile. */
async function builtPatterns(): Promise<Pattern[]> {
  const found: Pattern[] = [];
  const original = globalThis.RegExp;
  globalThis.RegExp = new Proxy(original, {
    construct(target, args, newTarget) {
      const built = Reflect.construct(target, args, newTarget) as RegExp;
      // The line under this trap's own: the code that called `new RegExp`, ours or a dependency's.
      const caller = new Error().stack?.split('\n')[2];
      if (caller?.includes(SRC)) found.push({ source: built.source, flags: built.flags, where: path.relative(SRC, caller.replace(/^.*?\(?(\/[^)]*?):\d+\)?$/, '$1')) });
      return built;
    },
  });
  try {
    // Worker entry points listen on their parent port as they load: there is none here, and they build no pattern.
    for (const file of sources.filter((file) => !/-worker\.ts$|\/cli\/|main\.ts$/.test(file))) await import(file);
  } finally {
    globalThis.RegExp = original;
  }
  return found;
}

describe('patterns over uploaded text', () => {
  it('no pattern of src/ backtracks exponentially', { timeout: 300_000 }, async () => {
    const patterns = new Map<string, Pattern>();
    for (const pattern of [...literalPatterns(), ...(await builtPatterns())]) patterns.set(`${pattern.source}/${pattern.flags}`, pattern);
    expect(patterns.size).toBeGreaterThan(300);
    const exponential: string[] = [];
    // Only a repeated group can match a run in exponentially many ways; the others are not worth recheck's time.
    const repeatedGroup = /\)(?:[*+]|\{\d+,\d*\})/;
    for (const { source, flags, where } of [...patterns.values()].filter(({ source }) => repeatedGroup.test(source))) {
      // recheck gives up on a pattern it cannot settle within the timeout ("unknown"); the blow-ups found so far took it
      // 100-320 ms to prove.
      const result = checkSync(source, flags.replace(/[gy]/g, ''), { timeout: 500 });
      if (result.status === 'vulnerable' && result.complexity.type === 'exponential') exponential.push(`${where}: /${source}/ on ${JSON.stringify(result.attack.string)}`);
    }
    expect(exponential).toEqual([]);
  });
});
