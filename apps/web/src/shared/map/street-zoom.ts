/**
 * The closest zoom out at which the listing's map still takes a pin: street level. Further out a
 * click's few pixels span hundreds of metres, and a pin put by the "Sarajevo" dot landed in
 * another municipality, which the listing then showed in public. Apart from the map (Leaflet
 * loads with the map only).
 */
export const streetZoom = 15;
