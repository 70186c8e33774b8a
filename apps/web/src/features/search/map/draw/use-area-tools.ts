'use client';

import { formatPolygon, type Polygon, type PolygonPoint } from '@krov/contracts/polygon-shape';
import { useCallback, useState } from 'react';
import { areaOf, freehandArea, type Pixel } from './freehand';

/** What the map's area tools are doing: nothing, a freehand line, or moving an area's corners. */
export type AreaMode = 'idle' | 'drawing' | 'editing';

/** Why the last drawing or edit was not taken (shown until the next one). */
export type AreaProblem = 'tooSmall' | 'notAnArea';

export interface AreaTools {
  mode: AreaMode;
  problem: AreaProblem | null;
  /** The area to outline: the one just drawn or saved until the URL has it, else the search's. */
  shown: Polygon | undefined;
  /** The corners being moved (editing only). */
  corners: Polygon;
  draw(): void;
  edit(): void;
  cancel(): void;
  /** A finished freehand path on the map, with the map's projection. */
  finishPath(path: readonly Pixel[], toLngLat: (point: Pixel) => PolygonPoint): void;
  moveCorner(index: number, point: PolygonPoint): void;
  done(): void;
  clear(): void;
}

/**
 * The drawn area's tools (issue 31): draw a new area, edit the search's by moving its corners, clear
 * it. Every change goes to `onArea`, which puts it into the URL; the map outlines the new area at
 * once, before the page has it.
 */
export function useAreaTools(
  area: Polygon | undefined,
  onArea: (area: Polygon | undefined) => void,
): AreaTools {
  const [mode, setMode] = useState<AreaMode>('idle');
  const [problem, setProblem] = useState<AreaProblem | null>(null);
  const [corners, setCorners] = useState<Polygon>([]);
  const [pending, setPending] = useState<{ area: Polygon | undefined } | null>(null);

  // The page now has an area of its own (this one, or another from a link or a chip): React's way
  // of following a prop, during render (https://react.dev/learn/you-might-not-need-an-effect).
  const areaKey = area ? formatPolygon(area) : '';
  const [seenKey, setSeenKey] = useState(areaKey);
  if (seenKey !== areaKey) {
    setSeenKey(areaKey);
    setPending(null);
    if (mode === 'editing') setMode('idle');
  }

  const change = useCallback(
    (next: Polygon | undefined) => {
      setPending({ area: next });
      setMode('idle');
      setProblem(null);
      onArea(next);
    },
    [onArea],
  );

  // Stable: each corner's handle keeps its drag listener while it is dragged.
  const moveCorner = useCallback(
    (index: number, point: PolygonPoint) =>
      setCorners((current) => current.map((corner, at) => (at === index ? point : corner))),
    [],
  );

  return {
    mode,
    problem,
    shown: pending ? pending.area : area,
    corners,
    draw: () => {
      setProblem(null);
      setMode('drawing');
    },
    edit: () => {
      if (!area) return;
      setCorners(area);
      setProblem(null);
      setMode('editing');
    },
    cancel: () => {
      setProblem(null);
      setMode('idle');
    },
    finishPath: (path, toLngLat) => {
      const result = freehandArea(path, toLngLat);
      // Too small: the map stays in drawing mode for another try.
      if ('problem' in result) setProblem(result.problem);
      else change(result.area);
    },
    moveCorner,
    done: () => {
      const edited = areaOf(corners);
      if (edited) change(edited);
      else setProblem('notAnArea');
    },
    clear: () => change(undefined),
  };
}
