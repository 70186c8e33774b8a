import { describe, expect, it } from 'vitest';
import { type Mark, type MarkBox, separateMarks } from './separate-marks';

const pinBox: MarkBox = { left: -40, top: -30, right: 40, bottom: 0 };
const clusterBox = (count: number): MarkBox => {
  const half = count < 10 ? 18 : 22;
  return { left: -half, top: -half, right: half, bottom: half };
};

const pin = (id: string, x: number, y: number): Mark<string> => ({
  x,
  y,
  box: pinBox,
  count: 1,
  extent: [x, y, x, y],
  pin: id,
  key: id,
});

function overlapping(marks: Mark<string>[], gap: number): string[] {
  const found: string[] = [];
  for (const [index, a] of marks.entries()) {
    for (const b of marks.slice(index + 1)) {
      const apart =
        a.x + a.box.right + gap <= b.x + b.box.left ||
        b.x + b.box.right + gap <= a.x + a.box.left ||
        a.y + a.box.bottom + gap <= b.y + b.box.top ||
        b.y + b.box.bottom + gap <= a.y + a.box.top;
      if (!apart) found.push(`${a.key} × ${b.key}`);
    }
  }
  return found;
}

describe('separateMarks', () => {
  it('leaves marks that are apart as they are', () => {
    const marks = [pin('a', 0, 0), pin('b', 100, 0), pin('c', 0, 40)];
    expect(separateMarks(marks, clusterBox, 4)).toEqual(marks);
  });

  it('merges two pins whose tags overlap into a cluster at their centre, with their extent', () => {
    const [only, ...rest] = separateMarks([pin('a', 0, 0), pin('b', 30, 10)], clusterBox, 4);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ x: 15, y: 5, count: 2, pin: null, extent: [0, 0, 30, 10] });
    expect(only?.box).toEqual(clusterBox(2));
  });

  it('counts a merged cluster by its listings and weighs its centre by them', () => {
    const cluster: Mark<string> = { ...pin('c', 0, 0), count: 9, pin: null, box: clusterBox(9), key: 'c' };
    const [only] = separateMarks([cluster, pin('a', 10, 0)], clusterBox, 4);
    expect(only).toMatchObject({ count: 10, x: 1, y: 0 });
  });

  it('keeps merging until no two marks overlap, a stack of 43 tags included', () => {
    // The stack: 43 price tags within about 230 × 140 px, in a fixed pseudo-random spread.
    const marks = Array.from({ length: 43 }, (_, index) =>
      pin(`p${index}`, (index * 97) % 230, (index * 61) % 140),
    );
    const separated = separateMarks(marks, clusterBox, 4);
    expect(overlapping(separated, 4)).toEqual([]);
    expect(separated.reduce((sum, mark) => sum + mark.count, 0)).toBe(43);
    expect(separated.length).toBeGreaterThan(1);
  });

  it('also separates a cluster that grew onto a mark checked before it', () => {
    const marks = [pin('far', 0, -60), pin('a', 0, 0), pin('b', 10, 0), pin('c', 0, 30)];
    const separated = separateMarks(
      marks,
      (count) => ({ left: -30, top: -30, right: 30, bottom: 30 + count }),
      0,
    );
    expect(overlapping(separated, 0)).toEqual([]);
    expect(separated.reduce((sum, mark) => sum + mark.count, 0)).toBe(4);
  });
});
