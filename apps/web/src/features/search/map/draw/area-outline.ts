import type { PathOptions } from 'leaflet';

/**
 * How a search's area is outlined on the map, in the brand's colour. react-leaflet applies
 * `pathOptions` as a style only: `interactive={false}` (drawn only, never a target: a tap goes to the
 * map and the pins beneath) and the class are the layer's own props (`areaLayer`).
 */
export const drawnAreaStyle: PathOptions = {
  color: '#b43a1a',
  weight: 2,
  fillColor: '#b43a1a',
  fillOpacity: 0.06,
};

/** The area while its corners are moved: dashed, as not yet saved. */
export const editedAreaStyle: PathOptions = { ...drawnAreaStyle, dashArray: '6 6', fillOpacity: 0.1 };

/** The props every area layer takes besides its style: never a target, named for tests and CSS. */
export const areaLayer = (className: 'krov-drawn-area' | 'krov-edited-area') =>
  ({ interactive: false, className }) as const;
