'use client';

import type { Location, PlaceSuggestion } from '@krov/contracts';
import { clsx } from 'clsx';
import type { Map as LeafletMap } from 'leaflet';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { request } from '@/shared/api/client';
import { streetZoom } from '@/shared/map/street-zoom';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { PinPlace } from './PinPlace';

// The place finder (Downshift and its queries) loads with the editor's map, not before.
const PlaceAutocomplete = dynamic(
  () => import('@/shared/places/PlaceAutocomplete').then((module) => module.PlaceAutocomplete),
  { ssr: false },
);

/** Leaflet touches `window` when it loads: the map exists only in the browser. */
const LocationMap = dynamic(() => import('@/shared/map/LocationMap'), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  const t = useTranslations('properties.map');
  return (
    <div className="flex h-full items-center justify-center bg-slate-200 text-slate-700">
      <Spinner label={t('loading')} className="size-6" />
    </div>
  );
}

/** What react-hook-form focuses when the pin is missing: the map itself. */
export interface FocusTarget {
  focus(): void;
}

export interface LocationPickerProps {
  value: Location | null | undefined;
  onChange(location: Location): void;
  /** The field's error text (Location: "Location on the map is required."). */
  error?: string | undefined;
  /** The municipality the api derived from the saved pin. */
  place?: string | null | undefined;
  readOnly?: boolean;
  /** Receives the focus target (pass react-hook-form's field.ref). */
  focusRef?: (target: FocusTarget | null) => void;
  /** What the pin marks, when it is not a listing (the agency's office): the map's name, hint and pin. */
  texts?: { label: string; hint: string; marker: string } | undefined;
}

/**
 * The pin of a listing (or of another place: `texts`): the map, what the pin is at, and two ways to place it without a mouse
 * (the middle of the map after panning it with the arrow keys, or the device's location).
 */
export function LocationPicker({
  value,
  onChange,
  error,
  place: savedPlace,
  readOnly = false,
  focusRef,
  texts,
}: LocationPickerProps) {
  const t = useTranslations('properties.map');
  const tFields = useTranslations('fields');
  const id = useId();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState(false);
  const [tooFar, setTooFar] = useState(false);
  const [found, setFound] = useState<{ slug: string; name: string } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const ids = { hint: `${id}-hint`, status: `${id}-status`, error: `${id}-error` };

  useEffect(() => {
    focusRef?.({
      focus: () => {
        const target = map?.getContainer() ?? frame.current;
        target?.scrollIntoView({ block: 'center' });
        target?.focus({ preventScroll: true });
      },
    });
  }, [focusRef, map]);

  const onReady = useCallback((instance: LeafletMap | null) => setMap(instance), []);

  /** A pin placed: at street level only (LocationMap refuses a click further out the same way). */
  function place(location: Location) {
    setTooFar(false);
    onChange(location);
  }

  function pinInCentre() {
    if (!map) return;
    if (map.getZoom() < streetZoom) {
      setTooFar(true);
      return;
    }
    const centre = map.getCenter();
    place({ lat: round(centre.lat), lng: round(centre.lng) });
  }

  /** The place the seller found: the map shows it whole, close enough to see its streets. */
  async function findPlace(suggestion: PlaceSuggestion | null) {
    setFound(suggestion && { slug: suggestion.slug, name: suggestion.name });
    if (!suggestion || !map) return;
    try {
      const { bbox } = await request('place', { params: { slug: suggestion.slug } });
      const [west, south, east, north] = bbox;
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { maxZoom: 17 },
      );
      setTooFar(false);
    } catch {
      // The api client has told the user; the map stays where it was.
    }
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setLocationProblem(true);
      return;
    }
    setLocating(true);
    setLocationProblem(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const at = { lat: round(position.coords.latitude), lng: round(position.coords.longitude) };
        place(at);
        map?.setView([at.lat, at.lng], 16);
      },
      () => {
        setLocating(false);
        setLocationProblem(true);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const describedBy = [ids.hint, ids.status, error ? ids.error : null].filter(Boolean).join(' ');

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-slate-800">{tFields('location')}</legend>
      <p id={ids.hint} className="text-sm text-slate-600">
        {texts?.hint ?? t('hint')}
      </p>
      {!readOnly && (
        <PlaceAutocomplete
          value={found}
          onChange={(suggestion) => void findPlace(suggestion)}
          label={t('find')}
        />
      )}
      <div
        ref={frame}
        tabIndex={-1}
        data-testid="location-map"
        className={clsx(
          'relative z-0 h-80 overflow-hidden rounded-xl border sm:h-96',
          error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300',
        )}
      >
        <LocationMap
          value={value ?? null}
          onChange={place}
          onTooFar={() => setTooFar(true)}
          onReady={onReady}
          readOnly={readOnly}
          describedBy={describedBy}
          labels={{
            map: texts?.label ?? t('label'),
            marker: texts?.marker ?? t('marker'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            boundaries: t('boundaries'),
          }}
        />
      </div>
      <div
        id={ids.status}
        aria-live="polite"
        className="text-sm text-slate-700"
        data-testid="location-status"
      >
        <p>{value ? t('pinAt', { lat: value.lat.toFixed(5), lng: value.lng.toFixed(5) }) : t('noPin')}</p>
        {/* Where the pin lands, as the listing will show it, while the seller places it. */}
        {value ? (
          <PinPlace at={value} />
        ) : (
          savedPlace && <p className="font-medium text-slate-900">{t('place', { place: savedPlace })}</p>
        )}
        {tooFar && (
          <p className="font-medium text-amber-800" data-testid="pin-too-far">
            {t('tooFar')}
          </p>
        )}
      </div>
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          <Button colour="secondary" size="sm" disabled={!map} onClick={pinInCentre}>
            {t('pinInCentre')}
          </Button>
          <Button colour="tertiary" size="sm" pending={locating} onClick={locateMe}>
            {locating ? t('locating') : t('myLocation')}
          </Button>
        </div>
      )}
      {locationProblem && <p className="text-sm text-slate-700">{t('locationUnavailable')}</p>}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
