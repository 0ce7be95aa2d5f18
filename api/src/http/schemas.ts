import { messageSchema } from '@shop/shared/contract';

/** Where every route of the API is mounted (the site's runtime config calls it `apiBase`). */
export const API_PREFIX = '/api';

/** Every error answer: the contract's `{ message }` in Russian (errors-plugin.ts sends it). */
export const errorSchema = messageSchema;

/**
 * The error part of a route's `response` map: `errorResponses(400, 404)` → `{ 400: errorSchema, 404: errorSchema }`,
 * so the OpenAPI document lists every error a call may answer.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    Status,
    typeof errorSchema
  >;
}
