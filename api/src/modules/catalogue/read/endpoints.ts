import {
  categorySchema,
  categoryTreeSchema,
  itemSchema,
  itemsQuerySchema,
  itemsSchema,
  listingFiltersQuerySchema,
  listingFiltersSchema,
  listingQuerySchema,
  listingSchema,
  searchFiltersQuerySchema,
  searchQuerySchema,
  searchSchema,
} from '@shop/shared/contract';
import type { z } from 'zod';
import type { CachedAnswer } from '../../../http/cache';
import { errorResponses } from '../../../http/schemas';
import type { CatalogueReads } from './reads';
import { categoryParamsSchema, itemParamsSchema, listingParamsSchema } from './schemas';

const errors = errorResponses(400, 404, 429);
const searchErrors = errorResponses(400, 404, 429, 503);
/** A read without params or query schema gets what the router found: nothing it looks at. */
type Unchecked = z.ZodType<Record<string, never>>;

/**
 * One of the catalogue's cached JSON reads: its path under `/catalog`, its schemas and the read that answers
 * it. The HTTP routes are registered from this table and the in-process reads match paths against it, so
 * the two cannot answer differently.
 */
export interface Endpoint {
  url: string;
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  response: Record<number, z.ZodType>;
  /** A search: it waits for the other reads in flight, which go first. */
  search: boolean;
  /** Called with the params and the query as their schemas parsed them. */
  answer(reads: CatalogueReads, ip: string, params: unknown, query: unknown): Promise<CachedAnswer>;
}

interface Definition<P extends z.ZodType, Q extends z.ZodType> {
  url: string;
  summary: string;
  params?: P;
  querystring?: Q;
  response: Record<number, z.ZodType>;
  search?: boolean;
  answer(reads: CatalogueReads, ip: string, params: z.output<P>, query: z.output<Q>): Promise<CachedAnswer>;
}

/** Keeps the types of a definition's read checked against its own schemas; the table holds them erased. */
function endpoint<P extends z.ZodType = Unchecked, Q extends z.ZodType = Unchecked>(
  definition: Definition<P, Q>,
): Endpoint {
  return {
    ...definition,
    search: definition.search ?? false,
    // The values reaching a read were parsed by exactly these schemas (Fastify's validator or in-process.ts).
    answer: (reads, ip, params, query) =>
      definition.answer(reads, ip, params as z.output<P>, query as z.output<Q>),
  };
}

// The catalogue modal needs the same tree as the category index.
const tree = (url: string, summary: string) =>
  endpoint({ url, summary, response: { 200: categoryTreeSchema }, answer: (reads) => reads.tree() });

/** The cached JSON reads, in the order they are registered; `/images/:file` (SVG) is routes.ts's own. */
export const ENDPOINTS: readonly Endpoint[] = [
  tree('/', 'Дерево категорий'),
  tree('/menu', 'Данные окна «Каталог»: категории, подкатегории и их разделы'),
  endpoint({
    url: '/search',
    summary: 'Поиск товаров, с фильтрами по найденному',
    querystring: searchQuerySchema,
    response: { 200: searchSchema, ...searchErrors },
    search: true,
    answer: (reads, ip, _params, query) => reads.search(ip, query),
  }),
  endpoint({
    url: '/search/filters',
    summary: 'Фильтры результатов поиска: характеристики найденного, значения с числом товаров, диапазоны',
    querystring: searchFiltersQuerySchema,
    response: { 200: listingFiltersSchema, ...searchErrors },
    search: true,
    answer: (reads, ip, _params, query) => reads.searchFilters(ip, query),
  }),
  endpoint({
    url: '/item/:itemCode',
    summary: 'Товар по коду',
    params: itemParamsSchema,
    response: { 200: itemSchema, ...errors },
    answer: (reads, ip, { itemCode }) => reads.item(ip, itemCode),
  }),
  endpoint({
    url: '/items',
    summary: 'Несколько товаров по кодам (обновление корзины и избранного одним запросом)',
    querystring: itemsQuerySchema,
    response: { 200: itemsSchema, ...errors },
    answer: (reads, ip, _params, query) => reads.items(ip, query),
  }),
  endpoint({
    url: '/:category',
    summary: 'Категория с подкатегориями',
    params: categoryParamsSchema,
    response: { 200: categorySchema, ...errors },
    answer: (reads, _ip, { category }) => reads.category(category),
  }),
  // A level-1 subcategory lists its level-2 sections' items too; both levels share one read.
  ...['/:category/:primary', '/:category/:primary/:secondary'].flatMap((url) => [
    endpoint({
      url,
      summary: 'Товары подкатегории (вместе с её разделами) или раздела второго уровня, с фильтрами',
      params: listingParamsSchema,
      querystring: listingQuerySchema,
      response: { 200: listingSchema, ...errors },
      answer: (reads, ip, params, query) => reads.listing(ip, params, query),
    }),
    // A separate call, so the listing keeps the spec's shape and each answer is cached on its own.
    endpoint({
      url: `${url}/filters`,
      summary: 'Фильтры листинга: характеристики раздела, их значения с числом товаров, диапазоны',
      params: listingParamsSchema,
      querystring: listingFiltersQuerySchema,
      response: { 200: listingFiltersSchema, ...errors },
      answer: (reads, ip, params, query) => reads.filters(ip, params, query),
    }),
  ]),
];
