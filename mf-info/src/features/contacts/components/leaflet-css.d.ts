// Leaflet's own stylesheet, imported for its side effect by the map's chunk only.
declare module 'leaflet/dist/leaflet.css';
