import {
  INFO_PAGE_SLUGS,
  SHOP_SECTIONS,
  type ShopSection,
  deliverySettingsSchema,
  heroSlideSchema,
  pickupPointSchema,
  pictureViewSchema,
  promoCardSchema,
  requisitesSchema,
  shopInfoSchema,
  shopSectionSchemas,
  stockSettingsSchema,
} from '@shop/shared/contract';
import { z } from 'zod';

/** The shapes of the settings' calls for validation and /api/docs, made of the contract's section schemas. */

const stateOf = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    version: z.number().int().describe('Версия, которую должна назвать правка'),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable().describe('E-mail администратора; null — значение по умолчанию'),
  });

const sections = shopSectionSchemas;
export const settingsAnswerSchema = z.object({
  shop: stateOf(sections.shop),
  requisites: stateOf(sections.requisites),
  pickupPoints: stateOf(sections.pickupPoints),
  delivery: stateOf(sections.delivery),
  home: stateOf(sections.home),
  pages: stateOf(sections.pages),
  exchange: stateOf(sections.exchange),
  stock: stateOf(sections.stock),
} satisfies Record<ShopSection, z.ZodType>);

/** One section's new state; its value is the section's (checked by the section's schema on the way in). */
export const sectionStateSchema = stateOf(z.unknown().describe('Значение раздела'));

export const sectionParamsSchema = z.object({ section: z.enum(SHOP_SECTIONS).describe('Раздел настроек') });

export const sectionEditSchema = z.object({
  version: z
    .number({ error: 'Поле «version» должно быть числом' })
    .int()
    .min(0)
    .max(2_147_483_647)
    .describe('Версия раздела, которую видел администратор'),
  value: z.unknown().describe('Новое значение раздела (схема раздела)'),
});

export const changesQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Номер страницы должен быть числом' })
    .int('Номер страницы должен быть целым числом')
    .min(1, 'Номер страницы: от 1')
    .max(100_000, 'Номер страницы: не более 100 000')
    .default(1),
});

export const changeParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Номер изменения'),
});

export const changesSchema = z.object({
  changes: z.array(
    z.object({
      id: z.number().int(),
      section: z.enum(SHOP_SECTIONS),
      by: z.string(),
      at: z.string(),
      undoOf: z.number().int().nullable(),
      undoable: z.boolean(),
      fields: z.array(z.string()),
    }),
  ),
  total: z.number().int(),
});

export const pictureAnswerSchema = z.object({ image: pictureViewSchema });

export const siteContentSchema = z.object({
  shop: shopInfoSchema,
  requisites: requisitesSchema.nullable(),
  pickupPoints: z.array(pickupPointSchema.required()),
  delivery: deliverySettingsSchema,
  home: z.object({ slides: z.array(heroSlideSchema), promos: z.array(promoCardSchema) }),
  stock: stockSettingsSchema,
});

export const sitePageParamsSchema = z.object({ slug: z.string().max(200) });
export const sitePageSchema = z.object({ slug: z.enum(INFO_PAGE_SLUGS), html: z.string() });
