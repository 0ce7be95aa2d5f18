/**
 * A random key for one pending order. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost); `getRandomValues` works everywhere, so the shop served over plain http on a LAN still gets one.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
