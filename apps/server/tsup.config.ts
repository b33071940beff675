import { defineConfig } from 'tsup';

// Workspace packages export TypeScript source, so they are bundled; npm
// dependencies stay external (PGlite needs its .wasm and .data files beside it).
export default defineConfig({
  // The route solver runs in a worker thread: its script is emitted beside the bundle, where
  // `solveInWorker` looks for `solver-worker.js` (packages/routing).
  entry: { main: 'src/main.ts', 'solver-worker': '../../packages/routing/src/solver-worker.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@console\//],
});
