/**
 * SHA-256 of a file as lowercase hex, computed in the browser before an upload (spec part 1 §7);
 * the server refuses a file whose bytes do not match it. Needs a secure context (https or
 * localhost), where `crypto.subtle` exists.
 */
export async function sha256Hex(blob: Blob): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new Error('crypto.subtle is not available (insecure context)');
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
