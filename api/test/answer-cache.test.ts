import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { AnswerCache, Memo } from '../src/http/cache';

// The answer cache alone (no server): its memory budget and its expiry, on a fake clock.

const answer = (text: string) => async () => ({ text });
/** Text gzip cannot shrink much: letters drawn at random. */
const noise = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

describe('AnswerCache', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  test('past its byte budget the oldest answers go, each counted as an eviction', async () => {
    let evictions = 0;
    const cache = new AnswerCache(60_000, 10_000, { onEvict: () => evictions++ });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, answer(noise(2_000)));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(10);
    expect(evictions).toBe(10 - cache.size);
    let built = 0;
    await cache.get('k9', async () => (built++, { text: 'new' }));
    await cache.get('k0', async () => (built++, { text: 'new' }));
    expect(built).toBe(1); // the newest is kept, the oldest was dropped
  });

  test('the budget counts the gzipped bytes it keeps: answers that compress well fit many times their plain size', async () => {
    const cache = new AnswerCache(60_000, 10_000);
    const text = 'Сейф мебельный, высота 1800 мм; '.repeat(1_000); // 56 KB as UTF-8
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, answer(`${i} ${text}`));
    expect(cache.size).toBe(10);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    const kept = await cache.get('k0', answer('не строится'));
    expect(JSON.parse(zlib.gunzipSync(kept.gzip).toString())).toEqual({ text: `0 ${text}` });
    // What is counted is what is held: the gzipped bytes plus less than 1 KB of its own per answer.
    expect(cache.bytes).toBeGreaterThanOrEqual(10 * kept.gzip.byteLength);
    expect(cache.bytes).toBeLessThanOrEqual(10 * (kept.gzip.byteLength + 1_024));
  });

  test('expired answers are dropped as newer ones arrive, their memory with them', async () => {
    const cache = new AnswerCache(1_000, 1_000_000);
    for (let i = 0; i < 5; i++) await cache.get(`old${i}`, answer(noise(1_000)));
    const full = cache.bytes;
    jest.setSystemTime(2_000);
    await cache.get('new', answer('y'));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThan(full / 5);
  });

  test('has() tells a kept answer (the freshness read is waited for) from one to build, and an expired one', async () => {
    const cache = new AnswerCache(1_000, 1_000_000);
    expect(cache.has('сейфы')).toBe(false);
    await cache.get('сейфы', answer('12'));
    expect(cache.has('сейфы')).toBe(true);
    jest.setSystemTime(2_000);
    expect(cache.has('сейфы')).toBe(false);
    // ANSWER_CACHE=off: nothing is ever kept, so no answer waits.
    const off = new AnswerCache(0, 1_000_000);
    await off.get('сейфы', answer('12'));
    expect(off.has('сейфы')).toBe(false);
  });

  test('a failed build is not kept, and clear() empties it', async () => {
    const cache = new AnswerCache(60_000, 1_000_000);
    await expect(cache.get('bad', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.size).toBe(0);
    await cache.get('good', answer('ok'));
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});

describe('Memo', () => {
  test('a value `keep` refuses (a search cut short by load) is built again by the next caller', async () => {
    const memo = new Memo<{ cut: boolean }>(60_000, 10);
    let built = 0;
    const build = (cut: boolean) => async () => (built++, { cut });
    const keep = (value: { cut: boolean }) => !value.cut;
    expect(await memo.get('сейф стеллаж', build(true), keep)).toEqual({ cut: true });
    expect(await memo.get('сейф стеллаж', build(false), keep)).toEqual({ cut: false });
    expect(await memo.get('сейф стеллаж', build(false), keep)).toEqual({ cut: false });
    expect(built).toBe(2);
  });

  test('peek finds what set keeps, builds nothing, and a value `keep` refuses is gone', async () => {
    const memo = new Memo<{ total: number }>(60_000, 10);
    expect(memo.peek('сейфы')).toBeUndefined();
    memo.set('сейфы', Promise.resolve({ total: 12 }));
    expect(await memo.peek('сейфы')).toEqual({ total: 12 });
    await memo.set('сейфы', Promise.resolve({ total: -1 }), (value) => value.total >= 0);
    expect(memo.peek('сейфы')).toBeUndefined();
    expect(await memo.get('сейфы', async () => ({ total: 13 }))).toEqual({ total: 13 });
  });

  test('a failed build is not kept either', async () => {
    const memo = new Memo<string>(60_000, 10);
    await expect(memo.get('x', async () => Promise.reject(new Error('нет')))).rejects.toThrow('нет');
    expect(await memo.get('x', async () => 'да')).toBe('да');
  });
});
