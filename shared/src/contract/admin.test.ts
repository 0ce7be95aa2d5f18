import { MAX_PRICE_CHANGE_PERCENT, MIN_PRICE_CHANGE_PERCENT } from '../domain/constants';
import { percentageSchema } from './admin';

test('the price tool takes a number or such a text within its bounds, in Russian otherwise', () => {
  expect(percentageSchema.parse('−7,5')).toBe(-7.5);
  expect(percentageSchema.parse(12)).toBe(12);
  for (const wrong of ['десять', null]) {
    expect(percentageSchema.safeParse(wrong).error?.issues[0]?.message).toBe(
      'Поле «Процент» обязательно и должно быть числом',
    );
  }
  const bounds = `Поле «Процент»: от ${MIN_PRICE_CHANGE_PERCENT} до ${MAX_PRICE_CHANGE_PERCENT}`;
  expect(percentageSchema.parse(String(MIN_PRICE_CHANGE_PERCENT))).toBe(MIN_PRICE_CHANGE_PERCENT);
  expect(percentageSchema.parse(MAX_PRICE_CHANGE_PERCENT)).toBe(MAX_PRICE_CHANGE_PERCENT);
  expect(percentageSchema.safeParse(MIN_PRICE_CHANGE_PERCENT - 0.5).error?.issues[0]?.message).toBe(bounds);
  expect(percentageSchema.safeParse(MAX_PRICE_CHANGE_PERCENT + 0.5).error?.issues[0]?.message).toBe(bounds);
});
