import L from 'leaflet';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/**
 * A price pin: the label in a rounded tag with a point at the listing's spot. A DivIcon of plain
 * HTML (no image files); Leaflet makes it a focusable button (`keyboard`), named by `name`.
 */
export function pinIcon(label: string, name: string, selected: boolean): L.DivIcon {
  return L.divIcon({
    className: 'krov-map-marker',
    html: `<span class="krov-price-pin${selected ? ' krov-price-pin--selected' : ''}" data-testid="map-pin" aria-label="${escaped(name)}">${escaped(label)}</span>`,
    // Sized by its text: Leaflet places the icon's anchor, CSS centres the tag over it.
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

/**
 * A cluster: its count in a round bubble, larger for more listings (three steps), named by `name`
 * ("12 listings here, zoom in").
 */
export function clusterIcon(count: number, countText: string, name: string): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 44 : 54;
  return L.divIcon({
    className: 'krov-map-marker',
    html: `<span class="krov-cluster" style="width:${size}px;height:${size}px" data-testid="map-cluster" data-count="${count}" aria-label="${escaped(name)}">${escaped(countText)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
