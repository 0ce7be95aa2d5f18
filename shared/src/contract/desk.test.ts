import { MAX_ORDER_COMMENT } from '../domain/orderStatus';
import { buyerCancelSchema, changeStatusSchema, deskFiltersSchema, managerCommentSchema } from './desk';
import { MAX_PICKUP_POINT_ID } from './orders';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the desk filters', () => {
  test.each(['2026-02-28', '2024-02-29', '2026-12-31'])('%s is a date', (date) => {
    expect(deskFiltersSchema.parse({ from: date, to: date })).toEqual({ from: date, to: date });
  });

  test.each([
    ['2026-02-29', 'Поле «Дата с»: нет такой даты'],
    ['2026-13-01', 'Поле «Дата с»: нет такой даты'],
    ['2026-04-31', 'Поле «Дата с»: нет такой даты'],
    ['26-04-01', 'Поле «Дата с»: дата в виде ГГГГ-ММ-ДД'],
    ['2026-04-01T00:00', 'Поле «Дата с»: дата в виде ГГГГ-ММ-ДД'],
  ])('%s is refused: %s', (date, message) => {
    expect(firstMessage(deskFiltersSchema.safeParse({ from: date }))).toBe(message);
  });

  test('a pickup point by its id in the settings; a search of 100 characters, trimmed', () => {
    expect(deskFiltersSchema.parse({ point: '0' })).toEqual({ point: 0 });
    // An id beyond the nine points of the demo: the owner's settings give the next free one.
    expect(deskFiltersSchema.parse({ point: '12' }).point).toBe(12);
    for (const point of ['-1', String(MAX_PICKUP_POINT_ID + 1), '1.5', 'x']) {
      expect([point, firstMessage(deskFiltersSchema.safeParse({ point }))]).toEqual([
        point,
        'Поле «Пункт самовывоза»: выберите пункт из списка',
      ]);
    }
    expect(deskFiltersSchema.parse({ q: `  ${'а'.repeat(100)} ` }).q).toBe('а'.repeat(100));
    expect(firstMessage(deskFiltersSchema.safeParse({ q: 'а'.repeat(101) }))).toBe(
      'Поиск: не более 100 символов',
    );
    expect(firstMessage(deskFiltersSchema.safeParse({ q: 'а\u0007' }))).toBe(
      'Поиск содержит недопустимые символы',
    );
  });
});

describe('a status change and the comments of an order', () => {
  test('a cancellation needs a reason; another move does not', () => {
    expect(changeStatusSchema.safeParse({ status: 'confirmed', version: 0 }).success).toBe(true);
    const bare = changeStatusSchema.safeParse({ status: 'cancelled', version: 3, comment: '   ' });
    expect(bare.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [['comment'], 'Укажите причину отмены'],
    ]);
    expect(changeStatusSchema.parse({ status: 'cancelled', version: 3, comment: ' нет в наличии ' })).toEqual(
      {
        status: 'cancelled',
        version: 3,
        comment: 'нет в наличии',
      },
    );
  });

  test(`a comment of ${MAX_ORDER_COMMENT} characters, not more, without control characters`, () => {
    expect(
      managerCommentSchema.safeParse({ comment: 'к'.repeat(MAX_ORDER_COMMENT), version: 0 }).success,
    ).toBe(true);
    expect(
      firstMessage(
        managerCommentSchema.safeParse({ comment: 'к'.repeat(MAX_ORDER_COMMENT + 1), version: 0 }),
      ),
    ).toBe(`Поле «Комментарий менеджера»: не более ${MAX_ORDER_COMMENT} символов`);
    expect(firstMessage(buyerCancelSchema.safeParse({ reason: 'пере\u0000думал' }))).toBe(
      'Поле «Причина» содержит недопустимые символы',
    );
    expect(buyerCancelSchema.parse({})).toEqual({ reason: '' });
    expect(firstMessage(managerCommentSchema.safeParse({ comment: 'ok', version: -1 }))).toBeDefined();
  });
});
