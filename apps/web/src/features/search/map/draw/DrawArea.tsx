'use client';

import type { Map as LeafletMap } from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { DrawSurface } from './DrawSurface';
import type { AreaTools } from './use-area-tools';

const toolClasses =
  'pointer-events-auto min-h-10 rounded-full px-4 py-2 text-sm font-semibold shadow-md ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const secondary = `${toolClasses} bg-white text-slate-900 ring-slate-300 hover:bg-slate-50`;
const primary = `${toolClasses} bg-brand-600 text-white ring-brand-700 hover:bg-brand-700`;

/**
 * The map's "Nacrtaj područje" (issue 31): buttons for drawing, editing and clearing the search's
 * area, the hint of what to do now, and the drawing surface while drawing. Real buttons, so the
 * keyboard reaches them; the drawing itself is the pointer's (the keyboard keeps "search this
 * area" and the filters: decision 261). Escape leaves drawing and editing.
 */
export function DrawArea({
  map,
  tools,
  hasArea,
}: {
  map: LeafletMap | null;
  tools: AreaTools;
  hasArea: boolean;
}) {
  const t = useTranslations('searchMap');
  const { mode, problem, cancel } = tools;

  useEffect(() => {
    if (mode === 'idle') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mode, cancel]);

  const hint =
    problem !== null
      ? t(problem)
      : mode === 'drawing'
        ? t('drawHint')
        : mode === 'editing'
          ? t('editHint')
          : '';

  return (
    <>
      {mode === 'drawing' && map && <DrawSurface map={map} onPath={tools.finishPath} />}
      <div
        className="pointer-events-none absolute top-3 right-3 z-20 flex flex-wrap justify-end gap-2"
        data-testid="draw-tools"
      >
        {mode === 'idle' && !hasArea && (
          <button type="button" className={secondary} onClick={tools.draw} disabled={!map}>
            <PenIcon />
            {t('draw')}
          </button>
        )}
        {mode === 'idle' && hasArea && (
          <>
            <button type="button" className={secondary} onClick={tools.edit}>
              {t('edit')}
            </button>
            <button type="button" className={secondary} onClick={tools.clear}>
              {t('clear')}
            </button>
          </>
        )}
        {mode === 'editing' && (
          <button type="button" className={primary} onClick={tools.done}>
            {t('done')}
          </button>
        )}
        {mode !== 'idle' && (
          <button type="button" className={secondary} onClick={cancel}>
            {t('cancel')}
          </button>
        )}
      </div>
      <div className="pointer-events-none absolute inset-x-3 top-16 z-20 flex justify-center">
        <p
          role="status"
          className="rounded-lg bg-slate-900/90 px-3 py-2 text-center text-sm font-medium text-white shadow empty:hidden"
          data-testid="draw-hint"
        >
          {hint}
        </p>
      </div>
    </>
  );
}

function PenIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="-ml-1 mr-1.5 inline size-4 align-[-3px]"
      aria-hidden="true"
      fill="none"
    >
      <path
        d="M4 20c3-1 4-4 7-4s3 3 6 2 3-5 3-5M14.5 4.5l3 3L9 16l-4 1 1-4 8.5-8.5Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
