import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql + the operations beside each component → typed documents for Apollo Client 4. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
