import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { deflatedOnce, gzipAfter, gzipJoined } from './gzip';

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('gzip made of parts compressed at different times', () => {
  it('is one gzip stream of the prefix and the pieces that follow it', async () => {
    const prefix = deflatedOnce(Buffer.from('<html><head>'));
    const rest = Readable.from([
      Buffer.from('<title>Сейфы</title>'),
      Buffer.alloc(0),
      Buffer.from('</html>'),
    ]);
    const done = jest.fn();
    const gzipped = await bytesOf(gzipAfter(prefix, rest, done));
    expect(zlib.gunzipSync(gzipped).toString()).toBe('<html><head><title>Сейфы</title></html>');
    expect(done).toHaveBeenCalledWith(null);
  });

  it('joins parts compressed once around the glue stored between them', () => {
    const parts = ['<script nonce="', '">go()</script><p>', ''].map((part) => Buffer.from(part));
    const deflate = parts.map((part) => deflatedOnce(part).deflate);
    const crc = zlib.crc32(parts[0] as Buffer);
    const gzipped = gzipJoined(parts, deflate, crc, Buffer.from('abc'));
    expect(zlib.gunzipSync(gzipped).toString()).toBe('<script nonce="abc">go()</script><p>abc');
  });
});
