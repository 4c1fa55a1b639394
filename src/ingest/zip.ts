export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/**
 * The entries a ZIP declares in its central directory, read without inflating anything,
 * so a zip bomb is refused before it is opened. Null when the bytes are not a readable ZIP.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= searchFrom; i -= 1) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
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
      compressedSize: bytes.readUInt32LE(offset + 20),
      // ZIP64 entries say 0xFFFFFFFF here: counted as too large, which is what they are for a CV.
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
