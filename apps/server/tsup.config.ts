import { defineConfig } from 'tsup';

// Workspace packages export TypeScript source, so they are bundled; npm
// dependencies stay external (PGlite needs its .wasm and .data files beside it).
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@console\//],
});
