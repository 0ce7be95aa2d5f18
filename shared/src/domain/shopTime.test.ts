import { SHOP_TIME_ZONE, shopDate } from './shopTime';

describe('shopDate', () => {
  it.each([
    ['2026-11-25T20:59:59Z', '2026-11-25'],
    ['2026-11-25T21:00:00Z', '2026-11-26'], // midnight in Moscow, still the 25th in UTC
    ['2026-12-31T22:30:00Z', '2027-01-01'],
    ['2026-03-01T00:00:00Z', '2026-03-01'],
    ['2026-02-28T21:00:00Z', '2026-03-01'],
  ])('%s is %s in the shop', (moment, day) => {
    expect(shopDate(new Date(moment))).toBe(day);
  });

  it('is Moscow time', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Moscow');
  });
});
