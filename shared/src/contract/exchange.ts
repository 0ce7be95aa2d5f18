import { z } from 'zod';

/**
 * «Обмен с 1С» of mf-admin: the exchanges 1С made with their reports, the table that places
 * 1С's groups in the shop's sections, and whether the exchange is configured. The exchange itself speaks
 * 1С's own protocol at `/api/1c/exchange` (plain text and CommerceML, not JSON).
 */
export const exchangeProblemSchema = z.object({
  line: z.number().int().nullable().describe('Строка файла'),
  itemCode: z.string().nullable(),
  message: z.string(),
});

export const exchangeReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['catalog', 'sale']).describe('catalog — товары, sale — заказы'),
  state: z
    .enum(['open', 'done', 'failed', 'interrupted'])
    .describe('interrupted — шаг «идёт», но процесс, который его выполнял, остановился'),
  full: z.boolean().nullable().describe('Полный обмен (true) или только изменения (false)'),
  files: z.array(z.string()),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  offSale: z.number().int(),
  refused: z.number().int(),
  problems: z.array(exchangeProblemSchema),
  reason: z.string().nullable().describe('Почему обмен не удался'),
  sweep: z
    .object({
      file: z.string(),
      offSale: z.number().int().describe('Сколько товаров обмен снял бы с продажи'),
      onSale: z.number().int().describe('Сколько товаров в продаже'),
      confirmed: z.boolean().describe('Администратор подтвердил: файл применён'),
    })
    .nullable()
    .describe('Полный обмен остановлен: снял бы с продажи больше допустимой доли каталога'),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExchangeReport = z.infer<typeof exchangeReportSchema>;

export const exchangeGroupSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  section: z.string().describe('Путь раздела магазина'),
  sectionName: z.string().describe('Раздел магазина: категория / подкатегория'),
  created: z.boolean().describe('Раздел создан обменом'),
  version: z.number().int(),
});
export type ExchangeGroup = z.infer<typeof exchangeGroupSchema>;

/** Refused `checkauth` attempts of one caller address (wrong login or password, or locked out). */
export const exchangeRefusalSchema = z.object({
  address: z.string(),
  attempts: z.number().int().describe('Отказов всего'),
  locked: z.number().int().describe('Из них — пока адрес был заблокирован'),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type ExchangeRefusal = z.infer<typeof exchangeRefusalSchema>;

export const exchangeOverviewSchema = z.object({
  configured: z.boolean().describe('Заданы EXCHANGE_LOGIN и EXCHANGE_PASSWORD'),
  address: z.string().describe('Адрес обмена для настройки 1С'),
  priceType: z.string(),
  oldPriceType: z.string(),
  exchanges: z.array(exchangeReportSchema),
  groups: z.array(exchangeGroupSchema),
  refusals: z.array(exchangeRefusalSchema).describe('Адреса, которым обмен недавно отказал во входе'),
});
export type ExchangeOverview = z.infer<typeof exchangeOverviewSchema>;

/**
 * `GET /admin/exchange-1c/priceTypes/`: the price types (`ТипыЦен`) the last offers.xml carried, for the
 * administrator to choose the shop's price and the old price from; empty with nulls before any has come.
 */
export const exchangePriceTypesSchema = z.object({
  types: z.array(z.string()),
  file: z.string().nullable().describe('Файл, в котором они пришли'),
  at: z.string().nullable().describe('Когда он пришёл'),
});
export type ExchangePriceTypes = z.infer<typeof exchangePriceTypesSchema>;

/** `PUT /admin/exchange-1c/groups/{groupId}/`: the shop's section for a 1С group, with the version read. */
export const exchangeGroupEditSchema = z.strictObject({
  section: z
    .string({ error: 'Поле «Раздел» должно быть строкой' })
    .trim()
    .regex(
      /^[a-z0-9-]{1,100}(\/[a-z0-9-]{1,100}){1,2}$/,
      'Поле «Раздел»: путь раздела, например seyfy/dlya-doma',
    ),
  version: z
    .number({ error: 'Не указана версия: обновите страницу' })
    .int('Не указана версия: обновите страницу')
    .min(1, 'Не указана версия: обновите страницу'),
});
export type ExchangeGroupEdit = z.input<typeof exchangeGroupEditSchema>;
