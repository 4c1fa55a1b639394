import { parentPort } from 'node:worker_threads';
import { collectGarbage } from '../work/collect-garbage.js';
import { UniversalSentenceEncoder } from './embeddings.js';

/** Runs the sentence encoder off the main thread: texts in, vectors out, one batch at a time (WorkerEmbedder sends the next when this one is answered). */
const encoder = new UniversalSentenceEncoder();
let loaded = false;
parentPort!.on('message', async ({ texts }: { texts: string[] }) => {
  try {
    const vectors = await encoder.embed(texts);
    parentPort!.postMessage({ vectors }, vectors.map((vector) => vector.buffer as ArrayBuffer));
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
  // What loading the model left behind (its weight files, its parsed graph) goes now, not some seconds idle later.
  if (!loaded) {
    loaded = true;
    collectGarbage();
  }
});
