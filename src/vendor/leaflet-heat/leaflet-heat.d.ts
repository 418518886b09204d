// Types of the vendored leaflet.heat (from @types/leaflet.heat 0.2, as exports instead of additions to `L`).
import type { LatLng, Layer } from 'leaflet';

export type HeatLatLngTuple = [number, number, number];

export interface HeatMapOptions {
  minOpacity?: number | undefined;
  maxZoom?: number | undefined;
  max?: number | undefined;
  radius?: number | undefined;
  blur?: number | undefined;
  gradient?: { [stop: number]: string } | undefined;
}

export interface HeatLayer extends Layer {
  setOptions(options: HeatMapOptions): HeatLayer;
  addLatLng(latlng: LatLng | HeatLatLngTuple): HeatLayer;
  setLatLngs(latlngs: Array<LatLng | HeatLatLngTuple>): HeatLayer;
  redraw(): HeatLayer;
}

export function heatLayer(latlngs: Array<LatLng | HeatLatLngTuple>, options?: HeatMapOptions): HeatLayer;
