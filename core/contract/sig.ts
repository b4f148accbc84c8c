/**
 * The password-login signature (spec 01 §7): "a hash of the password combined with a hash of the pool
 * id and the timestamp". Here: sig = sha256hex(pwd + sha256hex(poolId + timestampSec)). Client and
 * server both compute it with WebCrypto, present in browsers and in Node 20.
 */
async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function loginSignature(pwd: string, poolId: string, timestampSec: number): Promise<string> {
  return sha256Hex(pwd + (await sha256Hex(poolId + String(timestampSec))));
}
