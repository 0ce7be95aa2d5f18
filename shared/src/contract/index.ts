/**
 * `@shop/shared/contract`: every shape that crosses a boundary, as zod schemas, with their types
 * (`z.infer` for answers and stored values, `z.input` for what a caller sends). The API validates and
 * serialises with these; the browser imports only the types (through `@shop/shared`), never zod itself.
 * The paths of the site and of the API are zod-free facts in `@shop/shared/domain` (`PATHS`, `ENDPOINTS`).
 *
 * Answer schemas describe plain JSON: no transforms and no defaults, so that a parsed answer equals the
 * answer itself (the API's contract test compares the two to catch a field the contract does not know).
 */
export * from './common';
export * from './fields';
export { isCommonPassword } from './commonPasswords';
export * from './catalog';
export * from './entries';
export * from './orders';
export * from './desk';
export * from './user';
export * from './callback';
export * from './admin';
export * from './products';
export * from './pictures';
export * from './catalogue-files';
export * from './storage';
export * from './exchange';
export * from './backups';
export * from './shop';
