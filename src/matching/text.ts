/** Lower case, no accents: "Développeur" -> "developpeur". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The key a skill or title is looked up by: case-, accent- and punctuation-insensitive,
 * keeping the characters that name languages ("C++", "C#").
 * "React.js", "reactjs" and "React JS" share the key "reactjs".
 */
export function lookupKey(text: string): string {
  return fold(text).replace(/[^a-z0-9+#]+/g, '');
}

/** Words of a free text, keeping "node.js", "c++", "c#" whole. */
export function words(text: string): string[] {
  return fold(text).match(/[a-z0-9][a-z0-9+#.'-]*[a-z0-9+#]|[a-z0-9]/g) ?? [];
}

export function normalise(vector: Float32Array): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i += 1) norm += vector[i]! * vector[i]!;
  norm = Math.sqrt(norm);
  if (norm === 0) return vector;
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i += 1) out[i] = vector[i]! / norm;
  return out;
}

/** Cosine of two unit vectors. */
export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

/** The weighted sum of vectors, normalised; null when nothing is given. */
export function blend(parts: [Float32Array | null | undefined, number][]): Float32Array | null {
  const present = parts.filter((part): part is [Float32Array, number] => !!part[0]);
  if (present.length === 0) return null;
  const out = new Float32Array(present[0]![0].length);
  for (const [vector, weight] of present) for (let i = 0; i < out.length; i += 1) out[i]! += vector[i]! * weight;
  return normalise(out);
}

export function mean(vectors: Float32Array[]): Float32Array | null {
  if (vectors.length === 0) return null;
  return blend(vectors.map((vector) => [vector, 1]));
}
