/** A PDF written object by object, for structures no PDF library writes: the one the service warms up with. */
export { pdfOf } from '../../src/ingest/warm-up-cv.js';
