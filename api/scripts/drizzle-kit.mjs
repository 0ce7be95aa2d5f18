// Runs drizzle-kit (hoisted to the root node_modules) so that its own `import('drizzle-orm/…')` finds the
// drizzle-orm that npm installed under api/node_modules only (NODE_PATH covers its `require`s; see package.json).
import { createRequire, register } from 'node:module';
import { URL } from 'node:url';

const apiUrl = new URL('../package.json', import.meta.url).href;
const hook = `export async function resolve(specifier, context, next) {
  const orm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return next(specifier, orm ? { ...context, parentURL: ${JSON.stringify(apiUrl)} } : context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
// The bin is not in the package's exports, so locate the package through its main entry.
const kit = createRequire(import.meta.url).resolve('drizzle-kit');
createRequire(kit)('./bin.cjs');
