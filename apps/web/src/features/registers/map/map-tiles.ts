/** OpenStreetMap's public tiles unless `VITE_MAP_TILE_URL` names another server. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export function tileUrl(): string {
  const configured = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
  return configured?.trim() || DEFAULT_TILE_URL;
}

/** Where a map without a point opens: central Europe, where the operator works. */
export const DEFAULT_CENTER: [number, number] = [51.5, 19.5];
export const DEFAULT_ZOOM = 5;
export const POINT_ZOOM = 15;

/** Six decimals: about 10 cm, more than any address needs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
