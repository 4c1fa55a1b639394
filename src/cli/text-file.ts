import fs from 'node:fs';

/** A text file that must be UTF-8: a wrong encoding is named with the line it starts on. */
export function readUtf8(file: string): string {
  const bytes = fs.readFileSync(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const line = firstInvalidLine(bytes);
    throw new Error(`${file}: line ${line} is not UTF-8 text (a Latin-1 or Windows export?); save the file as UTF-8 and try again`);
  }
}

function firstInvalidLine(bytes: Buffer): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i += 1) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line += 1;
      start = i + 1;
    }
  }
  return line;
}
