// drizzle-kit is hoisted to the repository root but npm installed drizzle-orm under api/node_modules only, so
// drizzle-kit's own `import('drizzle-orm/...')` fails. This hook resolves drizzle-orm from api/ for those ESM
// imports; NODE_PATH covers drizzle-kit's require() calls. See the `db:generate` script in api/package.json.
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, nextResolve) {
  const fromApi = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return nextResolve(specifier, fromApi ? { ...context, parentURL: ${JSON.stringify(import.meta.url)} } : context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
