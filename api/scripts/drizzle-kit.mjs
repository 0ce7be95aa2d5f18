// Runs drizzle-kit (hoisted to the root node_modules) so that its own `import('drizzle-orm/…')` finds the
// drizzle-orm that npm installed under api/node_modules only (NODE_PATH covers its `require`s; see package.json).
import { register } from 'node:module';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const apiUrl = pathToFileURL(new URL('../package.json', import.meta.url).pathname).href;
const hook = `export async function resolve(specifier, context, next) {
  const orm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return next(specifier, orm ? { ...context, parentURL: ${JSON.stringify(apiUrl)} } : context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
// The bin is not in the package's exports, so locate the package through its main entry.
const kit = createRequire(import.meta.url).resolve('drizzle-kit');
createRequire(kit)('./bin.cjs');
