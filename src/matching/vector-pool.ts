import fs from 'node:fs';
import hnswlib from 'hnswlib-node';
import { dot, TermStats } from './text.js';

export interface Neighbour {
  label: number;
  similarity: number;
}

export interface PoolOptions {
  /** Where the index is saved; null keeps it in memory only (tests). */
  file: string | null;
  dimensions: number;
  modelId: string;
  /** The pool's version in SQLite: an index saved at another version is stale. */
  currentVersion: () => number;
  onError?: (error: unknown, what: string) => void;
}

const M = 16;
const EF_CONSTRUCTION = 200;
const EF_SEARCH = 160;
const BUILD_CHUNK = 500;
const SAVE_DELAY_MS = 3000;

interface Meta {
  version: number;
  model: string;
  count: number;
}

/**
 * One pool's vectors: every entry in memory (features for scoring, and an exact scan),
 * plus an HNSW index (cosine) that is derived data. The index is saved beside a small
 * JSON of the pool version it holds; a missing, stale or corrupt file is rebuilt from the
 * entries in the background, and queries meanwhile use the exact scan, so none is lost.
 */
export class VectorPool<F extends { vector: Float32Array; terms?: Map<string, number> }> {
  readonly entries = new Map<number, F>();
  /** Document frequencies of the entries' terms: the IDF of lexical matching. */
  readonly termStats = new TermStats();
  private index: hnswlib.HierarchicalNSW | null = null;
  private rebuilding: Promise<void> | null = null;
  private changedDuringRebuild = new Set<number>();
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PoolOptions) {}

  /** Takes the saved index if it matches the entries' version, else rebuilds it. */
  open(entries: Iterable<[number, F]>): void {
    for (const [label, features] of entries) this.set(label, features);
    if (this.tryReadSaved()) return;
    this.rebuild();
  }

  get usesIndex(): boolean {
    return this.index !== null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Resolves when a background rebuild, if any, is done. */
  async ready(): Promise<void> {
    await this.rebuilding;
  }

  upsert(label: number, features: F): void {
    this.set(label, features);
    if (this.rebuilding) this.changedDuringRebuild.add(label);
    else if (this.index) this.addToIndex(this.index, label, features.vector);
    this.scheduleSave();
  }

  remove(label: number): void {
    const previous = this.entries.get(label);
    if (!previous) return;
    this.entries.delete(label);
    if (previous.terms) this.termStats.remove(previous.terms);
    if (this.rebuilding) this.changedDuringRebuild.add(label);
    else if (this.index) this.index.markDelete(label);
    this.scheduleSave();
  }

  private set(label: number, features: F): void {
    const previous = this.entries.get(label);
    if (previous?.terms) this.termStats.remove(previous.terms);
    if (features.terms) this.termStats.add(features.terms);
    this.entries.set(label, features);
  }

  /**
   * The k nearest entries by cosine similarity among those `admit` lets in: HNSW when
   * ready (filtered inside the graph walk), the exact scan otherwise, or when a narrow
   * filter leaves the walk short of k.
   */
  search(vector: Float32Array, k: number, admit?: (label: number) => boolean): Neighbour[] {
    const wanted = Math.min(k, this.entries.size);
    if (wanted === 0) return [];
    if (!this.index) return this.exact(vector, wanted, admit);
    this.index.setEf(Math.max(EF_SEARCH, wanted));
    const result = this.index.searchKnn(Array.from(vector), wanted, admit);
    if (admit && result.neighbors.length < wanted) return this.exact(vector, wanted, admit);
    return result.neighbors.map((label, i) => ({ label, similarity: 1 - result.distances[i]! }));
  }

  /** Brute-force cosine over every entry: the ground truth HNSW is measured against. */
  exact(vector: Float32Array, k: number, admit?: (label: number) => boolean): Neighbour[] {
    const top: Neighbour[] = [];
    for (const [label, features] of this.entries) {
      if (admit && !admit(label)) continue;
      const similarity = dot(vector, features.vector);
      if (top.length < k) {
        top.push({ label, similarity });
        if (top.length === k) top.sort((a, b) => a.similarity - b.similarity);
      } else if (similarity > top[0]!.similarity) {
        top[0] = { label, similarity };
        for (let i = 0; i + 1 < top.length && top[i]!.similarity > top[i + 1]!.similarity; i += 1) [top[i], top[i + 1]] = [top[i + 1]!, top[i]!];
      }
    }
    return top.sort((a, b) => b.similarity - a.similarity);
  }

  /** Writes the index now if it changed since the last save. */
  flush(): void {
    if (!this.saveTimer) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = null;
    this.save();
  }

  close(): void {
    this.flush();
  }

  private tryReadSaved(): boolean {
    const { file } = this.options;
    if (!file || !fs.existsSync(file) || !fs.existsSync(`${file}.json`)) return false;
    try {
      const meta = JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')) as Meta;
      if (meta.version !== this.options.currentVersion() || meta.model !== this.options.modelId || meta.count !== this.entries.size) return false;
      const index = new hnswlib.HierarchicalNSW('cosine', this.options.dimensions);
      index.readIndexSync(file);
      if (index.getCurrentCount() < this.entries.size) return false;
      this.index = index;
      return true;
    } catch (error) {
      this.options.onError?.(error, `index ${file} unreadable; rebuilding`);
      return false;
    }
  }

  private rebuild(): void {
    this.index = null;
    this.changedDuringRebuild = new Set();
    this.rebuilding = this.buildInChunks()
      .catch((error) => this.options.onError?.(error, 'index rebuild failed; exact search stays in use'))
      .finally(() => {
        this.rebuilding = null;
      });
  }

  private async buildInChunks(): Promise<void> {
    const labels = [...this.entries.keys()];
    const index = new hnswlib.HierarchicalNSW('cosine', this.options.dimensions);
    index.initIndex({ maxElements: Math.max(1024, Math.ceil(labels.length * 1.25)), m: M, efConstruction: EF_CONSTRUCTION, randomSeed: 42 });
    for (let i = 0; i < labels.length; i += 1) {
      const features = this.entries.get(labels[i]!);
      if (features) this.addToIndex(index, labels[i]!, features.vector);
      if (i % BUILD_CHUNK === BUILD_CHUNK - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    for (const label of this.changedDuringRebuild) {
      const features = this.entries.get(label);
      if (features) this.addToIndex(index, label, features.vector);
      else if (index.getIdsList().includes(label)) index.markDelete(label);
    }
    this.index = index;
    this.scheduleSave();
  }

  private addToIndex(index: hnswlib.HierarchicalNSW, label: number, vector: Float32Array): void {
    if (index.getCurrentCount() >= index.getMaxElements()) index.resizeIndex(Math.ceil(index.getMaxElements() * 1.5));
    index.addPoint(Array.from(vector), label);
  }

  private scheduleSave(): void {
    if (!this.options.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.save();
    }, SAVE_DELAY_MS);
    this.saveTimer.unref();
  }

  private save(): void {
    const { file } = this.options;
    if (!file || !this.index) return;
    try {
      const meta: Meta = { version: this.options.currentVersion(), model: this.options.modelId, count: this.entries.size };
      // Each process writes its own temporary files: servers sharing a data directory save in turn.
      const temporary = `${file}.${process.pid}.tmp`;
      this.index.writeIndexSync(temporary);
      fs.writeFileSync(`${temporary}.json`, JSON.stringify(meta));
      fs.renameSync(temporary, file);
      fs.renameSync(`${temporary}.json`, `${file}.json`);
    } catch (error) {
      this.options.onError?.(error, `could not save index ${file}`);
    }
  }
}
