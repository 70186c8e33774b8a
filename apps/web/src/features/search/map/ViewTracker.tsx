'use client';

import type { BBoxTuple } from '@krov/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { apiZoom, leafletBounds, roundedBbox, sameBbox } from './map-view';
import type { MapView } from './use-map-listings';

function viewOf(map: LeafletMap): MapView {
  const bounds = map.getBounds();
  return {
    bbox: roundedBbox({
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    }),
    zoom: apiZoom(map.getZoom()),
  };
}

/** What a person does to move a map (drag, wheel, pinch, keys, clicks on zoom and clusters). */
const userInput = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;

export interface ViewTrackerProps {
  /** The map's name for assistive technology (Leaflet's container becomes a labelled region). */
  label: string;
  /** The box to show; the map moves there when it changes to one other than `searched`. */
  target: BBoxTuple | undefined;
  /** The box last handed to "Search this area". */
  searched: BBoxTuple | null;
  /** Every settled view; `byUser` when a person moved the map there (not the first view, not `target`). */
  onView(view: MapView, byUser: boolean): void;
}

/**
 * Reports the map's view as it settles, and whether a person moved it: input on the map marks the
 * next settled move as theirs, a move the code makes (following `target`) is not.
 */
export function ViewTracker({ label, target, searched, onView }: ViewTrackerProps) {
  const map = useMap();
  const userActed = useRef(false);
  const byCode = useRef(false);

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);

  // MapContainer has fitted the first box before this runs: that view is the starting one.
  useEffect(() => {
    onView(viewOf(map), false);
  }, [map, onView]);

  useEffect(() => {
    const container = map.getContainer();
    const mark = () => {
      userActed.current = true;
    };
    for (const type of userInput) container.addEventListener(type, mark, { passive: true });
    return () => {
      for (const type of userInput) container.removeEventListener(type, mark);
    };
  }, [map]);

  useMapEvents({
    moveend: () => {
      const byUser = userActed.current && !byCode.current;
      userActed.current = false;
      byCode.current = false;
      onView(viewOf(map), byUser);
    },
  });

  const targetKey = target?.join(',');
  const shownTarget = useRef(targetKey);
  useEffect(() => {
    if (targetKey === shownTarget.current) return;
    shownTarget.current = targetKey;
    if (!target || sameBbox(target, searched)) return;
    byCode.current = true;
    map.fitBounds(leafletBounds(target));
  }, [map, target, targetKey, searched]);

  return null;
}
