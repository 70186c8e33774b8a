import L from 'leaflet';
import type { MarkBox } from './separate-marks';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/** A price tag's height (search-map.css): 24 px, the smallest target WCAG 2.2 asks for. */
const pinHeight = 24;
/** The point under the tag, down to the listing's spot. */
const pinPoint = 6;
/** The tag's padding and border on both sides (search-map.css). */
const pinFrame = 2 * 8 + 2 * 1;
/** Room for a web font a little wider than the one measured before it loaded. */
const pinSlack = 6;

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * A price tag's width for its label, measured in the map's own font (bold 12 px) on a canvas: the
 * marker gets its true size, so a tap lands on it and the marks can be kept apart (separate-marks).
 */
export function pinWidth(label: string, fontFamily: string): number {
  if (measuring === undefined) measuring = document.createElement('canvas').getContext('2d');
  let text = label.length * 7.5;
  if (measuring) {
    measuring.font = `700 12px ${fontFamily}`;
    text = measuring.measureText(label).width;
  }
  return Math.ceil(text) + pinFrame + pinSlack;
}

/** The box a price tag covers around its listing's spot: above it, centred. */
export function pinBox(width: number): MarkBox {
  return { left: -width / 2, top: -(pinHeight + pinPoint), right: width / 2, bottom: 0 };
}

/** A cluster bubble's diameter: larger for more listings (three steps), never under 36 px. */
export function clusterSize(count: number): number {
  return count < 10 ? 36 : count < 100 ? 44 : 54;
}

/** The box a cluster bubble covers around its centre, with its 4 px halo. */
export function clusterBox(count: number): MarkBox {
  const half = clusterSize(count) / 2 + 4;
  return { left: -half, top: -half, right: half, bottom: half };
}

/**
 * A price pin: the label in a rounded tag with a point at the listing's spot. A DivIcon of plain
 * HTML (no image files) of the tag's own size; Leaflet makes it a focusable button (`keyboard`),
 * named by `name`. The spot is on the tag for the tests that compare it with a searched area.
 */
export function pinIcon(
  label: string,
  name: string,
  selected: boolean,
  width: number,
  spot: { id: string; lat: number; lng: number },
): L.DivIcon {
  return L.divIcon({
    className: 'krov-map-marker',
    html: `<span class="krov-price-pin${selected ? ' krov-price-pin--selected' : ''}" data-testid="map-pin" data-pin-id="${escaped(spot.id)}" data-lat="${spot.lat}" data-lng="${spot.lng}" aria-label="${escaped(name)}">${escaped(label)}</span>`,
    iconSize: [width, pinHeight],
    iconAnchor: [width / 2, pinHeight + pinPoint],
  });
}

/**
 * A cluster: its count in a round bubble, larger for more listings (three steps), named by `name`
 * ("12 listings here, zoom in").
 */
export function clusterIcon(count: number, countText: string, name: string): L.DivIcon {
  const size = clusterSize(count);
  return L.divIcon({
    className: 'krov-map-marker',
    html: `<span class="krov-cluster" style="width:${size}px;height:${size}px" data-testid="map-cluster" data-count="${count}" aria-label="${escaped(name)}">${escaped(countText)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
