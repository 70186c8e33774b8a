'use client';

import type { MapCluster, MapPin, MapResponse } from '@krov/contracts';
import type { LeafletEventHandlerFnMap, LeafletKeyboardEvent } from 'leaflet';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/shared/format/format-price';
import { clusterIcon, pinIcon } from './map-markers';
import { leafletBounds, pinLabel } from './map-view';

/** How close a click on a cluster may zoom (its listings may share one spot). */
const clusterMaxZoom = 18;

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
  onSelect(id: string): void;
}

/** The answer's clusters and pins as markers, each a button for the keyboard too (Tab, Enter, Space). */
export function MapMarkers({ answer, selected, onSelect }: MapMarkersProps) {
  if (!answer) return null;
  return (
    <>
      {answer.clusters.map((cluster) => (
        <ClusterMarker key={`${cluster.lat},${cluster.lng},${cluster.count}`} cluster={cluster} />
      ))}
      {answer.pins.map((pin) => (
        <PinMarker key={pin.id} pin={pin} selected={pin.id === selected} onSelect={onSelect} />
      ))}
    </>
  );
}

function ClusterMarker({ cluster }: { cluster: MapCluster }) {
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
      eventHandlers={{
        click: () =>
          map.fitBounds(leafletBounds(cluster.bbox), { padding: [48, 48], maxZoom: clusterMaxZoom }),
      }}
    />
  );
}

function PinMarker({
  pin,
  selected,
  onSelect,
}: {
  pin: MapPin;
  selected: boolean;
  onSelect(id: string): void;
}) {
  const t = useTranslations('searchMap');
  const tTypes = useTranslations('properties.propertyTypes');
  const language = useLanguage();
  const label = pinLabel(pin.price, language, t('onRequest'));
  const name = t('pin', { type: tTypes(pin.propertyType), price: label });
  const icon = useMemo(() => pinIcon(label, name, selected), [label, name, selected]);
  return (
    <Marker
      position={[pin.lat, pin.lng]}
      icon={icon}
      keyboard
      // The chosen pin above its neighbours.
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={activatedBy(() => onSelect(pin.id))}
    />
  );
}
