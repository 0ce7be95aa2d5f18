import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, textOf } from './files';

/** Specifiers of static imports, re-exports and require()/import() with a literal (comments stripped first). */
const SPECIFIER =
  /(?:^|[^.\w$])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The text without its comments (a specifier in a comment is no import). Strings are kept as they are. */
function withoutComments(text: string): string {
  return text.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm,
    (_match, before: string | undefined) => before ?? '',
  );
}

export function specifiersOf(file: string): string[] {
  const found: string[] = [];
  for (const match of withoutComments(textOf(file)).matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    if (specifier) found.push(specifier);
  }
  return found;
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** A path (absolute) as a file of the tree, the way TypeScript and webpack find it; null if none. */
function asFile(target: string): string | null {
  const stripped = target.replace(/\.js$/, '');
  for (const candidate of [target, ...EXTENSIONS.map((extension) => `${stripped}${extension}`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type Exports = Record<string, string>;
/** The shop's own packages by name: their folder and their `exports` map. */
const packages = new Map<string, { dir: string; exports: Exports }>();

export function readWorkspaces(): void {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const workspace of root.workspaces) {
    const file = path.join(ROOT, workspace, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      name: string;
      main?: string;
      exports?: Exports;
    };
    const exports = manifest.exports ?? (manifest.main ? { '.': `./${manifest.main}` } : {});
    packages.set(manifest.name, { dir: path.join(ROOT, workspace), exports });
  }
}

/** A shop package's specifier (`@shop/shared/contract`) as its file, through the package's exports. */
function packageFile(specifier: string): string | null {
  for (const [name, { dir, exports }] of packages) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const subpath = `.${specifier.slice(name.length)}`;
    const mapped = exports[subpath];
    return asFile(path.join(dir, mapped ?? subpath));
  }
  return null;
}

/** The file of the tree `specifier` in `file` lands on (relative to ROOT), or null for an outside package. */
export function resolveImport(file: string, specifier: string): string | null {
  const absolute = specifier.startsWith('.')
    ? asFile(path.resolve(ROOT, path.dirname(file), specifier))
    : packageFile(specifier);
  return absolute ? path.relative(ROOT, absolute).split(path.sep).join('/') : null;
}
