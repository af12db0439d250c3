/**
 * GET /api/privacy/export: everything stored about the person as one ZIP. Opened as a plain
 * link, not fetched into a Blob: the browser streams it to disk, so an account of a gigabyte
 * never has to fit into the phone's memory. The session cookie goes along (same origin).
 */
export const exportDataUrl = '/api/privacy/export';
