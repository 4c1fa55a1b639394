import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EmbeddingCache, UniversalSentenceEncoder, WorkerEmbedder, type Embedder } from '../../src/matching/embeddings.js';
import { sharedStore } from '../helpers/stores.js';

const TEXTS = ['registered nurse. staff nurse on a surgical ward', 'python', 'line cook in a busy restaurant', 'management accountant. month-end close', 'sql'];

describe('the sentence encoder in its worker', () => {
  it('answers texts asked for at once, batched together while it is busy, each with its own vector', async () => {
    const inProcess = new UniversalSentenceEncoder();
    const expected = [];
    for (const text of TEXTS) expected.push((await inProcess.embed([text]))[0]!);
    const worker = new WorkerEmbedder();
    const answers = await Promise.all([worker.embed([TEXTS[0]!]), worker.embed([TEXTS[1]!, TEXTS[2]!]), worker.embed([TEXTS[3]!]), worker.embed([TEXTS[4]!])]);
    answers.flat().forEach((vector, i) => {
      let dot = 0;
      for (let d = 0; d < vector.length; d += 1) dot += vector[d]! * expected[i]![d]!;
      expect(dot, TEXTS[i]).toBeCloseTo(1, 4);
    });
  });
});

describe('EmbeddingCache', () => {
  it('embeds a text once when several callers ask for it at the same time', async () => {
    const encoder = new UniversalSentenceEncoder();
    const asked: string[] = [];
    const counting: Embedder = { id: encoder.id, dimensions: encoder.dimensions, embed: (texts) => (asked.push(...texts), encoder.embed(texts)) };
    const cache = new EmbeddingCache(await (await sharedStore())(), counting);
    const [first, second] = await Promise.all([cache.vectors(['python', 'sql'], true), cache.vectors(['sql', 'python', 'docker'], true)]);
    expect(asked.sort()).toEqual(['docker', 'python', 'sql']);
    expect(second[0]).toEqual(first[1]);
    expect(second[1]).toEqual(first[0]);
  });
});

describe('EmbeddingCache when the encoder fails', () => {
  it('rejects the callers of a failed batch, and embeds the texts anew on the next call', async () => {
    const encoder = new UniversalSentenceEncoder();
    let failing = true;
    const flaky: Embedder = { id: encoder.id, dimensions: encoder.dimensions, embed: async (texts) => (failing ? Promise.reject(new Error('encoder down')) : encoder.embed(texts)) };
    const cache = new EmbeddingCache(await (await sharedStore())(), flaky);
    await expect(cache.vectors(['python', 'sql', 'docker'], false)).rejects.toThrow('encoder down');
    failing = false;
    expect(await cache.vectors(['python', 'sql', 'docker'], false)).toHaveLength(3);
  });
});

/** Runs `setUp`, then embeds a text twice in a fresh process, the encoder's first load meeting what `setUp` did to it. */
function embedTwiceAfter(setUp: string): string {
  const encoderModule = pathToFileURL(path.resolve(import.meta.dirname, '../../dist/matching/embeddings.js')).href;
  const script = `${setUp}
    const { UniversalSentenceEncoder } = await import(${JSON.stringify(encoderModule)});
    const encoder = new UniversalSentenceEncoder();
    const said = [];
    for (let i = 0; i < 2; i++) said.push(await encoder.embed(['registered nurse']).then(([vector]) => vector.length, (error) => error.message));
    console.log(said.join(' then '));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  return child.stdout.trim();
}

describe('loading the sentence encoder', () => {
  it('waits for WebAssembly compiled slower than the model files are read, as on a busy machine', () => {
    // Until it did, the weights became tensors before TF.js had its backend: "Backend 'wasm' has not yet been initialized".
    const slowCompile = `const instantiate = WebAssembly.instantiate;
      WebAssembly.instantiate = (...args) => new Promise((resolve) => setTimeout(resolve, 1000)).then(() => instantiate(...args));`;
    expect(embedTwiceAfter(slowCompile)).toBe('512 then 512');
  });

  it('loads again on the next texts after a load that failed, instead of failing every CV after it', () => {
    const vocabularyUnreadOnce = `const fs = (await import('node:fs')).promises;
      const readFile = fs.readFile;
      let failed = false;
      fs.readFile = (file, ...rest) => {
        if (!failed && String(file).endsWith('vocab.json')) {
          failed = true;
          return Promise.reject(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }));
        }
        return readFile(file, ...rest);
      };`;
    expect(embedTwiceAfter(vocabularyUnreadOnce)).toBe('EMFILE: too many open files then 512');
  });
});
