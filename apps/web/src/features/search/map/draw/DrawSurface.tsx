'use client';

import type { PolygonPoint } from '@krov/contracts/polygon-shape';
import type { Map as LeafletMap } from 'leaflet';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { Pixel } from './freehand';

/** Leaflet's ways of moving the map, all off while a line is drawn (the drawing surface covers it too). */
const handlers = [
  'dragging',
  'touchZoom',
  'doubleClickZoom',
  'scrollWheelZoom',
  'boxZoom',
  'keyboard',
] as const;

/**
 * The freehand drawing surface laid over the map: the pointer's path (mouse, finger or pen) follows
 * it as a line, and on release goes to `onPath` with the map's projection. The map beneath neither
 * pans nor zooms meanwhile: the surface takes the pointer (captured, so a line leaving the map still
 * ends), `touch-action: none` keeps the browser from scrolling or zooming the page, and Leaflet's
 * own handlers are off. A second finger is ignored; a cancelled touch drops the line.
 */
export function DrawSurface({
  map,
  onPath,
}: {
  map: LeafletMap;
  onPath(path: readonly Pixel[], toLngLat: (point: Pixel) => PolygonPoint): void;
}) {
  const [path, setPath] = useState<readonly Pixel[]>([]);
  const pointer = useRef<number | null>(null);
  const points = useRef<Pixel[]>([]);

  useEffect(() => {
    const container = map.getContainer();
    const enabled = handlers.filter((name) => map[name].enabled());
    for (const name of enabled) map[name].disable();
    container.style.touchAction = 'none';
    return () => {
      for (const name of enabled) map[name].enable();
      container.style.touchAction = '';
    };
  }, [map]);

  const at = (event: PointerEvent<HTMLDivElement>): Pixel => {
    const { x, y } = map.mouseEventToContainerPoint(event.nativeEvent);
    return { x, y };
  };

  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    pointer.current = event.pointerId;
    points.current = [at(event)];
    setPath(points.current);
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerId !== pointer.current) return;
    // Every position the device reported since the last frame: a quick stroke stays round.
    const reported = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const fresh =
      reported.length > 0 ? reported.map((one) => map.mouseEventToContainerPoint(one)) : [at(event)];
    points.current = [...points.current, ...fresh.map(({ x, y }) => ({ x, y }))];
    setPath(points.current);
  };

  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerId !== pointer.current) return;
    pointer.current = null;
    const drawn = points.current;
    points.current = [];
    setPath([]);
    if (event.type === 'pointerup')
      onPath(drawn, ({ x, y }) => {
        const { lng, lat } = map.containerPointToLatLng([x, y]);
        return [lng, lat];
      });
  };

  return (
    <div
      className="absolute inset-0 z-10 cursor-crosshair touch-none select-none"
      data-testid="draw-surface"
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <svg className="pointer-events-none h-full w-full" aria-hidden="true">
        {path.length > 1 && (
          <polyline
            points={path.map(({ x, y }) => `${x},${y}`).join(' ')}
            fill="rgb(180 58 26 / 0.12)"
            stroke="#b43a1a"
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
      </svg>
    </div>
  );
}
