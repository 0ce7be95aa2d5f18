// The PostgreSQL wire protocol's pieces the embedded database's socket server reads and writes
// (PostgreSQL docs, «Message Formats»): one place for protocol-server.ts, prepared.ts and queue.ts.

/** Codes of the typed messages, each its first byte. */
export const PARSE = 0x50; // 'P'
export const BIND = 0x42; // 'B'
export const DESCRIBE = 0x44; // 'D'
export const EXECUTE = 0x45; // 'E'
export const CLOSE = 0x43; // 'C'
export const SYNC = 0x53; // 'S'
export const QUERY = 0x51; // 'Q'
export const FLUSH = 0x48; // 'H'
export const TERMINATE = 0x58; // 'X'

/** A typed message: its code, its length, then its parts (a string as UTF-8). */
export function message(type: number, ...parts: (Buffer | string)[]): Buffer {
  const bytes = parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part));
  const length = 4 + bytes.reduce((sum, part) => sum + part.length, 0);
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(length, 1);
  return Buffer.concat([head, ...bytes], 1 + length);
}
