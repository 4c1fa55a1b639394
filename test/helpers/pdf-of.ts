import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { STANDARD_FONTS } from '../../src/ingest/pdf-text.js';

/**
 * A PDF written object by object, with its cross-reference table, for structures no PDF library
 * writes. An object may hold binary bytes (a deflated stream) as a latin1 string.
 */
export function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * [font, size, x, y, text]. F1: Helvetica-Bold and F3: Times-Roman, which pdf.js draws from its
 * own TrueType and Type 1 files; F2: a TrueType font embedded as resume builders (Chrome,
 * Typst, Word) embed theirs, a CID font with two-byte codes and a map to Unicode.
 */
const LINES: [string, number, number, number, string][] = [
  ['F1', 22, 56, 760, 'Jordan Avery'],
  ['F2', 12, 56, 740, 'Operations Analyst'],
  ['F2', 9, 56, 724, 'jordan.avery@example.com | +1 555 010 0199 | Springfield, IL | linkedin.com/in/jordan-avery'],
  ['F1', 12, 56, 696, 'SUMMARY'],
  ['F3', 10, 56, 680, 'Analyst with six years of reporting, budgeting and process work in logistics and retail.'],
  ['F1', 12, 56, 652, 'EXPERIENCE'],
  ['F1', 10, 56, 636, 'Operations Analyst'],
  ['F2', 10, 400, 636, 'March 2021 - Present'],
  ['F2', 10, 56, 622, 'Northwind Logistics, Springfield, IL'],
  ['F2', 10, 66, 608, '- Built weekly SQL and Excel reports on stock and delivery times for 40 depots.'],
  ['F2', 10, 66, 594, '- Cut late deliveries by 12% with a new routing plan and Power BI dashboards.'],
  ['F1', 10, 56, 572, 'Junior Financial Analyst'],
  ['F2', 10, 400, 572, '09/2018 - 02/2021'],
  ['F2', 10, 56, 558, 'Contoso Retail, Peoria, IL'],
  ['F3', 10, 66, 544, '- Prepared monthly budgets, forecasts and variance analysis for store managers.'],
  ['F1', 12, 56, 516, 'SKILLS'],
  ['F2', 10, 56, 500, 'SQL, Python, Excel, Power BI, Budgeting, Forecasting, Project Management, Communication'],
  ['F1', 12, 56, 472, 'EDUCATION'],
  ['F3', 10, 56, 456, 'B.S. in Business Administration, Illinois State University, 2018'],
  ['F1', 12, 56, 428, 'LANGUAGES'],
  ['F2', 10, 56, 412, 'English (native), Spanish (B2), French (A2)'],
];

/** Codes are the characters' own (Identity-H, two bytes each): its map to Unicode says so, and text is read through that map. */
const TO_UNICODE = [
  '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
  '1 begincodespacerange <0000> <FFFF> endcodespacerange',
  '1 beginbfrange <0020> <007E> <0020> endbfrange',
  'endcmap CMapName currentdict /CMap defineresource pop end end',
].join('\n');

function shown(font: string, text: string): string {
  if (font === 'F2') return `<${[...text].map((sign) => sign.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`;
  return `(${text.replace(/[\\()]/g, (sign) => `\\${sign}`)})`;
}

const stream = (bytes: Buffer, entries = '') => `<< /Length ${bytes.length} /Filter /FlateDecode${entries} >>\nstream\n${bytes.toString('latin1')}\nendstream`;

/**
 * A one-page CV of nobody in three fonts, one of them embedded as resume builders embed theirs:
 * pdf.js's own Liberation Sans.
 */
export function threeFontCv(): Buffer {
  const content = LINES.map(([font, size, x, y, text]) => `BT /${font} ${size} Tf ${x} ${y} Td ${shown(font, text)} Tj ET`).join('\n');
  const fontFile = fs.readFileSync(path.join(STANDARD_FONTS, 'LiberationSans-Regular.ttf'));
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> >>',
    stream(zlib.deflateSync(Buffer.from(content, 'latin1'))),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /AAAAAA+LiberationSans /Encoding /Identity-H /DescendantFonts [8 0 R] /ToUnicode 11 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /AAAAAA+LiberationSans /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 9 0 R /DW 556 /CIDToGIDMap /Identity >>',
    '<< /Type /FontDescriptor /FontName /AAAAAA+LiberationSans /Flags 32 /FontBBox [-203 -303 1050 910] /ItalicAngle 0 /Ascent 905 /Descent -212 /CapHeight 716 /StemV 80 /FontFile2 10 0 R >>',
    stream(zlib.deflateSync(fontFile), ` /Length1 ${fontFile.length}`),
    stream(zlib.deflateSync(Buffer.from(TO_UNICODE, 'latin1'))),
  ]);
}
