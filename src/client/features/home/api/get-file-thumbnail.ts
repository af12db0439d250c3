/**
 * GET /api/files/{id}/thumbnail: a small WebP of the document (a PDF's first page, a photo
 * reduced), shown beside the recognised figures. The browser fetches it through an <img>, with
 * the session cookie, and keeps it privately for an hour (the server's Cache-Control); an error
 * answer (THUMBNAIL_UNAVAILABLE, a damaged file) shows as the image's error event.
 */
export const fileThumbnailUrl = (fileId: number) => `/api/files/${fileId}/thumbnail`;
