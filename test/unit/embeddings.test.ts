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
