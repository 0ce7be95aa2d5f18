import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { hashPassword, verifyPassword } from '../src/auth/passwords';

const gzip = promisify(zlib.gzip);

test('a burst of sixteen registrations does not hold a page’s compression behind its password hashes', async () => {
  let finished = 0;
  const hashes = Array.from({ length: 16 }, (_, index) =>
    hashPassword(`надёжный пароль покупателя ${index}`).then((hash) => {
      finished += 1;
      return hash;
    }),
  );
  // A page's compression asked right after the burst: libuv's pool answers in arrival order.
  await gzip(Buffer.from('<div class="product">Сейф мебельный 1500 мм</div>'.repeat(3000)));
  expect(finished).toBeLessThanOrEqual(8);
  const stored = await Promise.all(hashes);
  expect(new Set(stored).size).toBe(16);
  expect(await verifyPassword(stored[3], 'надёжный пароль покупателя 3')).toBe(true);
  expect(await verifyPassword(stored[3], 'надёжный пароль покупателя 4')).toBe(false);
  expect(await verifyPassword(undefined, 'надёжный пароль покупателя 3')).toBe(false);
});
