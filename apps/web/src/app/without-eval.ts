import { buildSchemasWithoutEval } from '@console/domain/without-eval';

// Imported first by main.tsx, before any module that builds a schema.
buildSchemasWithoutEval();
