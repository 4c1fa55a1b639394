import { parentPort } from 'node:worker_threads';
import { UniversalSentenceEncoder } from './embeddings.js';

/** Runs the sentence encoder off the main thread: texts in, vectors out, one batch at a time. */
const encoder = new UniversalSentenceEncoder();
parentPort!.on('message', async ({ id, texts }: { id: number; texts: string[] }) => {
  try {
    const vectors = await encoder.embed(texts);
    parentPort!.postMessage({ id, vectors }, vectors.map((vector) => vector.buffer as ArrayBuffer));
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
