import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATED = /\/src\/graphql\/graphql\.ts$/;
const PREFIX = '\0graphql-document:';
/** One generated document: `export const XDocument = {…AST…} as unknown as DocumentNode<…>;` on one line. */
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * codegen writes every operation's document into one module, web/src/graphql/graphql.ts, and a
 * module lands whole in one chunk: every screen would download (and build at start-up) the
 * documents of all screens. In the production build that module becomes a list of re-exports,
 * each document its own module, so a chunk holds only the documents its screens use. The
 * generated file itself is left as codegen wrote it; dev and tests use it as it is.
 */
export function graphqlDocumentsPerChunk(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'graphql-documents-per-chunk',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.startsWith(PREFIX)) return documents.get(id.slice(PREFIX.length));
      if (!GENERATED.test(id)) return null;
      const source = readFileSync(id, 'utf8');
      const names: string[] = [];
      for (const [, name, ast] of source.matchAll(DOCUMENT)) {
        documents.set(name, `export const ${name} = ${ast};`);
        names.push(name);
      }
      // Every value the module exports must be a document this plugin understood, or it would be lost.
      const values = source.match(/^export const /gm)?.length ?? 0;
      if (!names.length || names.length !== values)
        this.error(`${names.length} of ${values} exported values of ${id} read as documents: has codegen changed how it writes them?`);
      return names.map((name) => `export { ${name} } from '${PREFIX}${name}';`).join('\n');
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
  };
}
