import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else a DOCX does not use. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Where the entry's record stands in the central directory, and its length. */
  recordOffset: number;
  recordLength: number;
}

const LOCAL_FILE_HEADER = 0x04034b50;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/**
 * The entries a ZIP declares in its central directory, read without inflating anything,
 * so a zip bomb is refused before it is opened. Null when the bytes are not a readable ZIP.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const end = endOfDirectory(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    entries.push({
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
      // ZIP64 entries say 0xFFFFFFFF here: counted as too large, which is what they are for a CV.
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      recordOffset: offset,
      recordLength: 46 + nameLength + extraLength + commentLength,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where the end of central directory record starts, -1 when there is none. */
function endOfDirectory(bytes: Buffer): number {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= searchFrom; i -= 1) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  }
  return -1;
}

/**
 * The bytes the entries really inflate to, counted by inflating each one with a cap: a ZIP
 * may lie about its sizes in its directory. Null when an entry cannot be read, Infinity when
 * the total goes past `limit` (inflation stops there, so memory stays bounded). `damaged` are
 * the entries that inflate to another size than the directory says: a part a tool wrote badly.
 */
export function inflatedSizes(bytes: Buffer, entries: ZipEntry[], limit: number): { total: number; damaged: ZipEntry[] } | null {
  let total = 0;
  const damaged: ZipEntry[] = [];
  for (const entry of entries) {
    const content = readEntry(bytes, entry, limit - total);
    if (content === null) return null;
    if (content === 'too large') return { total: Infinity, damaged };
    if (content.length !== entry.uncompressedSize) damaged.push(entry);
    total += content.length;
  }
  return { total, damaged };
}

/** The archive with `left` out of its central directory (their bytes stay where they are, referenced by nothing). */
export function withoutEntries(bytes: Buffer, entries: ZipEntry[], left: ZipEntry[]): Buffer {
  const end = endOfDirectory(bytes);
  const directoryStart = bytes.readUInt32LE(end + 16);
  const kept = entries.filter((entry) => !left.includes(entry)).map((entry) => bytes.subarray(entry.recordOffset, entry.recordOffset + entry.recordLength));
  const directory = Buffer.concat(kept);
  const record = Buffer.from(bytes.subarray(end));
  record.writeUInt16LE(kept.length, 8);
  record.writeUInt16LE(kept.length, 10);
  record.writeUInt32LE(directory.length, 12);
  record.writeUInt32LE(directoryStart, 16);
  return Buffer.concat([bytes.subarray(0, directoryStart), directory, record]);
}

/** What one entry holds, inflated with a cap: null when it cannot be read, 'too large' past `limit` bytes. */
export function readEntry(bytes: Buffer, entry: ZipEntry, limit: number): Buffer | 'too large' | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_FILE_HEADER) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length > limit ? 'too large' : data;
  if (entry.method !== 8) return null;
  try {
    const content = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, limit + 1) });
    return content.length > limit ? 'too large' : content;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too large' : null;
  }
}
