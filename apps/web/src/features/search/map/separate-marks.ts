import type { BBoxTuple } from '@krov/contracts';

/** A mark's box on the screen around its anchor (the listing's spot, or a cluster's centre), in px. */
export interface MarkBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A pin or a cluster as the map would draw it: its anchor in world pixels of the zoom shown
 * (Leaflet's `project`: the same for every pan), the box it covers, how many listings it stands
 * for, and their extent [west, south, east, north] (a click zooms to it).
 */
export interface Mark<Pin> {
  x: number;
  y: number;
  box: MarkBox;
  count: number;
  extent: BBoxTuple;
  /** The listing's pin when the mark is one listing's; clusters have none. */
  pin: Pin | null;
  /** A stable name of the mark for React (the marks it merged, joined). */
  key: string;
}

function overlap<Pin>(a: Mark<Pin>, b: Mark<Pin>, gap: number): boolean {
  return (
    a.x + a.box.left < b.x + b.box.right + gap &&
    b.x + b.box.left < a.x + a.box.right + gap &&
    a.y + a.box.top < b.y + b.box.bottom + gap &&
    b.y + b.box.top < a.y + a.box.bottom + gap
  );
}

function merged<Pin>(a: Mark<Pin>, b: Mark<Pin>, clusterBox: (count: number) => MarkBox): Mark<Pin> {
  const count = a.count + b.count;
  return {
    // The centre of the listings (a cluster's anchor already is its listings' centroid).
    x: (a.x * a.count + b.x * b.count) / count,
    y: (a.y * a.count + b.y * b.count) / count,
    box: clusterBox(count),
    count,
    extent: [
      Math.min(a.extent[0], b.extent[0]),
      Math.min(a.extent[1], b.extent[1]),
      Math.max(a.extent[2], b.extent[2]),
      Math.max(a.extent[3], b.extent[3]),
    ],
    pin: null,
    key: `${a.key}+${b.key}`,
  };
}

/**
 * The marks with every two whose boxes come closer than `gap` merged into one cluster (its count
 * the sum, its anchor their centre), until no two do: the api clusters by cells of its grid and
 * answers a box of few listings as all pins, which at the zoom shown may lie on top of one another
 * (a city's 43 price tags in one stack). Pins are wide, so the boxes are compared, not distances.
 * Merging never separates marks, and a merged mark is compared again with all others, so the
 * result has no overlapping pair. Quadratic per merge: a map draws at most a few hundred marks.
 */
export function separateMarks<Pin>(
  marks: readonly Mark<Pin>[],
  clusterBox: (count: number) => MarkBox,
  gap: number,
): Mark<Pin>[] {
  const result = [...marks];
  let index = 0;
  while (index < result.length) {
    let mergedOne = false;
    for (let other = 0; other < result.length; other += 1) {
      const mark = result[index];
      const next = result[other];
      if (other === index || !mark || !next || !overlap(mark, next, gap)) continue;
      result[index] = merged(mark, next, clusterBox);
      result.splice(other, 1);
      if (other < index) index -= 1;
      mergedOne = true;
      break;
    }
    if (!mergedOne) index += 1;
  }
  return result;
}
