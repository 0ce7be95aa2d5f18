import { acceptedEncoding, acceptsGzip } from '../src/http/encoding';

const asking = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-encoding': header } });

describe('Accept-Encoding, read in one place for answers, files and pages', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0, *', null],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('«%s» gets %s', (header, encoding) => {
    expect(acceptedEncoding(asking(header))).toBe(encoding);
  });

  test('only what the answer has is chosen', () => {
    expect(acceptedEncoding(asking('br, gzip'), { br: false, gzip: true })).toBe('gzip');
    expect(acceptedEncoding(asking('br'), { br: false, gzip: true })).toBeNull();
    expect(acceptsGzip(asking('gzip;q=0, *'))).toBe(false);
    expect(acceptsGzip(asking('br, *;q=0.1'))).toBe(true);
  });
});
