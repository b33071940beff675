import L from 'leaflet';

// Leaflet-Geoman extends the global `L`; this module runs before it is imported.
(globalThis as { L?: typeof L }).L = L;

export { L };
