'use client';

import type { Language } from '@krov/contracts';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { type Daily, type Figure, formatCount, formatShortDay } from './statistics-format';

export interface Series {
  figure: Figure;
  label: string;
  /** A fill with at least 3:1 against white (WCAG 1.4.11). */
  colour: string;
}

const width = 640;
const height = 220;
const margin = { top: 12, right: 8, bottom: 28, left: 40 };
const innerWidth = width - margin.left - margin.right;
const innerHeight = height - margin.top - margin.bottom;
const axisText = { fill: '#475569', fontSize: 11, fontFamily: 'inherit' } as const;

/**
 * Bars of daily figures, stacked when there are several series (visx: plain SVG, so it renders
 * wherever React does and costs the page a few kilobytes). The SVG is one image for assistive
 * technology, named by `summary`; the figures themselves are in the tables below it.
 */
export function DailyChart({
  title,
  summary,
  daily,
  series,
  language,
}: {
  title: string;
  summary: string;
  daily: readonly Daily[];
  series: readonly Series[];
  language: Language;
}) {
  const days = daily.map((each) => each.day);
  const x = scaleBand<string>({ domain: days, range: [0, innerWidth], padding: 0.2 });
  const highest = Math.max(1, ...daily.map((each) => series.reduce((sum, s) => sum + each[s.figure], 0)));
  const y = scaleLinear<number>({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  // About seven dates under the bars, whatever the period.
  const step = Math.max(1, Math.ceil(days.length / 7));
  const tickDays = days.filter((_, index) => index % step === 0);
  return (
    <figure className="space-y-2">
      <figcaption className="font-medium text-slate-900">{title}</figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        data-testid={`chart-${series.map((s) => s.figure).join('-')}`}
      >
        <Group left={margin.left} top={margin.top}>
          {daily.map((each) => {
            let base = 0;
            return series.map((s) => {
              const value = each[s.figure];
              const top = y(base + value);
              const bottom = y(base);
              base += value;
              if (value === 0) return null;
              return (
                <Bar
                  key={`${each.day}-${s.figure}`}
                  x={x(each.day)}
                  y={top}
                  width={x.bandwidth()}
                  height={bottom - top}
                  fill={s.colour}
                />
              );
            });
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => formatCount(Number(value), language)}
            stroke="#cbd5e1"
            tickStroke="#cbd5e1"
            tickLabelProps={{ ...axisText, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={tickDays}
            tickFormat={(day) => formatShortDay(day, language)}
            stroke="#cbd5e1"
            tickStroke="#cbd5e1"
            tickLabelProps={{ ...axisText, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-4 text-sm text-slate-700">
          {series.map((s) => (
            <li key={s.figure} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: s.colour }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
