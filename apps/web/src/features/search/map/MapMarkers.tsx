'use client';

import type { BBoxTuple, MapCluster, MapPin, MapResponse } from '@krov/contracts';
import type { LeafletEventHandlerFnMap, LeafletKeyboardEvent, Map as LeafletMap } from 'leaflet';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/shared/format/format-price';
import { clusterBox, clusterIcon, pinBox, pinIcon, pinWidth } from './map-markers';
import { leafletBounds, pinLabel } from './map-view';
import { type Mark, separateMarks } from './separate-marks';

/** How close a click on a cluster may zoom (its listings may share one spot). */
const clusterMaxZoom = 18;

/** The least room between two marks, in px: apart enough to tap either. */
const markGap = 4;

/** Which side of the map a chosen pin is on: its listing's card opens on the other. */
export type MapSide = 'left' | 'right';

/**
 * A marker's action on a click, and on Enter or Space when it has the keyboard focus: Leaflet
 * makes the icon a `role=button` element, which the browser does not click for those keys.
 */
function activatedBy(action: () => void): LeafletEventHandlerFnMap {
  return {
    click: action,
    keydown: (event) => {
      const { originalEvent } = event as LeafletKeyboardEvent;
      if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
      originalEvent.preventDefault();
      action();
    },
  };
}

export interface MapMarkersProps {
  answer: MapResponse | undefined;
  selected: string | null;
  onSelect(id: string, side: MapSide): void;
}

interface Labelled {
  pin: MapPin;
  label: string;
}

/**
 * The answer's clusters and pins as markers, each a button for the keyboard too (Tab, Enter,
 * Space). Marks that would overlap at the zoom shown are merged into clusters first
 * (separate-marks.ts), so every pin drawn can be read and tapped.
 */
export function MapMarkers({ answer, selected, onSelect }: MapMarkersProps) {
  const map = useMap();
  const t = useTranslations('searchMap');
  const language = useLanguage();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const onRequest = t('onRequest');
  const marks = useMemo(() => {
    if (!answer) return [];
    const labelled = answer.pins.map((pin) => ({ pin, label: pinLabel(pin.price, language, onRequest) }));
    return separateMarks(marksOf(map, zoom, answer.clusters, labelled), clusterBox, markGap);
  }, [map, zoom, answer, language, onRequest]);
  return (
    <>
      {marks.map((mark) => {
        const position = map.unproject([mark.x, mark.y], zoom);
        return mark.pin ? (
          <PinMarker
            key={mark.key}
            pin={mark.pin.pin}
            label={mark.pin.label}
            width={mark.box.right - mark.box.left}
            selected={mark.pin.pin.id === selected}
            onSelect={onSelect}
          />
        ) : (
          <ClusterMarker
            key={mark.key}
            cluster={{ lat: position.lat, lng: position.lng, count: mark.count, bbox: mark.extent }}
          />
        );
      })}
    </>
  );
}

/** The api's clusters and pins as marks in world pixels of the zoom shown, each with its box. */
function marksOf(
  map: LeafletMap,
  zoom: number,
  clusters: readonly MapCluster[],
  pins: readonly Labelled[],
): Mark<Labelled>[] {
  const fontFamily = getComputedStyle(map.getContainer()).fontFamily;
  const clusterMarks = clusters.map((cluster): Mark<Labelled> => {
    const point = map.project([cluster.lat, cluster.lng], zoom);
    return {
      x: point.x,
      y: point.y,
      box: clusterBox(cluster.count),
      count: cluster.count,
      extent: cluster.bbox,
      pin: null,
      key: `c${cluster.lat},${cluster.lng},${cluster.count}`,
    };
  });
  const pinMarks = pins.map((labelled): Mark<Labelled> => {
    const { pin } = labelled;
    const point = map.project([pin.lat, pin.lng], zoom);
    return {
      x: point.x,
      y: point.y,
      box: pinBox(pinWidth(labelled.label, fontFamily)),
      count: 1,
      extent: [pin.lng, pin.lat, pin.lng, pin.lat],
      pin: labelled,
      key: pin.id,
    };
  });
  return [...clusterMarks, ...pinMarks];
}

/** A cluster as drawn: the api's, or marks merged on the screen (their centre, count and extent). */
interface DrawnCluster {
  lat: number;
  lng: number;
  count: number;
  bbox: BBoxTuple;
}

function ClusterMarker({ cluster }: { cluster: DrawnCluster }) {
  const map = useMap();
  const t = useTranslations('searchMap');
  const language = useLanguage();
  const countText = formatNumber(cluster.count, language, 0);
  // One icon per look: a new icon object would replace the element (and lose keyboard focus).
  const icon = useMemo(
    () => clusterIcon(cluster.count, countText, t('cluster', { count: countText })),
    [cluster.count, countText, t],
  );
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      keyboard
      eventHandlers={activatedBy(() =>
        map.fitBounds(leafletBounds(cluster.bbox), { padding: [48, 48], maxZoom: clusterMaxZoom }),
      )}
    />
  );
}

function PinMarker({
  pin,
  label,
  width,
  selected,
  onSelect,
}: {
  pin: MapPin;
  label: string;
  width: number;
  selected: boolean;
  onSelect(id: string, side: MapSide): void;
}) {
  const map = useMap();
  const t = useTranslations('searchMap');
  const tTypes = useTranslations('properties.propertyTypes');
  const name = t('pin', { type: tTypes(pin.propertyType), price: label });
  const { id, lat, lng } = pin;
  const icon = useMemo(
    () => pinIcon(label, name, selected, width, { id, lat, lng }),
    [label, name, selected, width, id, lat, lng],
  );
  const choose = () => {
    const x = map.latLngToContainerPoint([lat, lng]).x;
    onSelect(id, x > map.getSize().x / 2 ? 'right' : 'left');
  };
  return (
    <Marker
      position={[lat, lng]}
      icon={icon}
      keyboard
      // The chosen pin above its neighbours.
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={activatedBy(choose)}
    />
  );
}
