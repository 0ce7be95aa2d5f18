import { parsePercentage } from './percentage';

describe('a typed percentage', () => {
  test.each([
    ['10', 10],
    [' -5 ', -5],
    ['+3', 3],
    ['2,5', 2.5],
    ['−7.5', -7.5],
    ['0', 0],
  ])('«%s» is %d', (text, value) => {
    expect(parsePercentage(text)).toBe(value);
  });

  test.each(['', '-', '1,', ',5', '1,2,3', '10%', 'abc', '1e3', '--1'])('«%s» is no percentage', (text) => {
    expect(parsePercentage(text)).toBeNull();
  });

  test('30 characters are read, 31 are not', () => {
    expect(parsePercentage(`1.${'0'.repeat(28)}`.slice(0, 30))).toBe(1);
    expect(parsePercentage(`1.${'0'.repeat(29)}`)).toBeNull();
  });
});
