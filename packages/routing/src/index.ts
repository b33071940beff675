export { type CheckResult, checkSolution } from './checker.ts';
export { type EtaStop, type StopEta, stopEtas } from './eta.ts';
export {
  euclideanMatrix,
  type GeoPoint,
  GreatCircleMatrixProvider,
  type GreatCircleSettings,
  greatCircleMatrix,
  greatCircleMetres,
  type MatrixProvider,
  type Point,
} from './matrix.ts';
export type * from './model.ts';
export { parseSolomon, type SolomonInstance } from './solomon.ts';
export { solve } from './solve.ts';
export { solveInWorker, type WorkerSolveOptions } from './solve-in-worker.ts';
