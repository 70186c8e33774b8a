import { formatPolygon, type ListingType, propertyFeatures, propertyTypes } from '@krov/contracts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/shared/ui/Button';
import { inputClasses } from '@/shared/ui/TextField';
import { barButtonClasses } from './bar-button';
import { activeFilters } from './filters';
import { formParam } from './form-state';
import { PlaceField } from './PlaceField';
import { SearchForm } from './SearchForm';
import {
  confirmedDays,
  featureWords,
  type PlaceRef,
  param,
  type SearchState,
  sortWords,
  typeWords,
  yes,
} from './url-state';

const bedroomChoices = [1, 2, 3, 4, 5];
const bathroomChoices = [1, 2, 3];
const fieldClasses = `${inputClasses} border-slate-300 focus:border-brand-600 focus:outline-brand-600`;

/**
 * The filters in a disclosure (a native <details>: it opens without JavaScript), as a plain GET
 * form (SearchForm): place, price, size, bedrooms, bathrooms, types and features. Keyed by the
 * search by its parent, so the fields show the URL's values after every navigation. Its summary is
 * the first control of the results bar (ResultsBar); the form opens under the whole bar, over the
 * results (the bar is its containing block).
 */
export async function FilterPanel({
  action,
  listingType,
  place,
  state,
}: {
  action: string;
  listingType: ListingType;
  place: PlaceRef | null;
  state: SearchState;
}) {
  const t = await getTranslations('search.filters');
  const tProperties = await getTranslations('properties');
  const count = activeFilters(state).length;
  return (
    <details className="group" data-testid="search-filters">
      <summary
        className={barButtonClasses(
          'group-open:border-brand-600 group-open:bg-brand-50 group-open:text-brand-800 [&::-webkit-details-marker]:hidden',
        )}
      >
        <FilterIcon />
        {count > 0 ? t('titleActive', { count }) : t('title')}
      </summary>
      <SearchForm
        action={action}
        listingType={listingType}
        place={place}
        label={t('title')}
        className="absolute inset-x-0 top-full z-20 mt-2 grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 pb-0 shadow-xl sm:grid-cols-2 lg:grid-cols-4"
      >
        <PlaceField place={place} label={t('place')} hint={t('placeHint')} listingType={listingType} />
        <Range
          legend={t('price')}
          from={{ name: formParam.priceFrom, label: t('from'), value: state.priceMin }}
          to={{ name: formParam.priceTo, label: t('to'), value: state.priceMax }}
        />
        <Range
          legend={t('size')}
          from={{ name: formParam.sizeFrom, label: t('from'), value: state.sizeMin }}
          to={{ name: formParam.sizeTo, label: t('to'), value: state.sizeMax }}
        />
        <Choice label={t('bedrooms')} name={param.bedrooms} value={state.bedroomsMin} any={t('any')}>
          {bedroomChoices.map((n) => (
            <option key={n} value={n}>
              {t('atLeast', { count: n })}
            </option>
          ))}
        </Choice>
        <Choice label={t('bathrooms')} name={param.bathrooms} value={state.bathroomsMin} any={t('any')}>
          {bathroomChoices.map((n) => (
            <option key={n} value={n}>
              {t('atLeast', { count: n })}
            </option>
          ))}
        </Choice>
        <Checkboxes
          legend={t('types')}
          name={param.types}
          options={propertyTypes.map((type) => ({
            value: typeWords[type],
            label: tProperties(`propertyTypes.${type}`),
            checked: state.propertyTypes.includes(type),
          }))}
        />
        <Checkboxes
          legend={t('features')}
          name={param.features}
          options={propertyFeatures.map((feature) => ({
            value: featureWords[feature],
            label: tProperties(`features.${feature}`),
            checked: state.features.includes(feature),
          }))}
        />
        <ConfirmedChoice
          label={t('confirmed', { days: confirmedDays.offered })}
          days={state.confirmedWithinDays ?? confirmedDays.offered}
          checked={state.confirmedWithinDays !== undefined}
        />
        <FlagChoice name={param.floorPlan} label={t('floorPlan')} checked={state.withFloorPlan === true} />
        <FlagChoice name={param.video} label={t('video')} checked={state.withVideo === true} />
        {/* What the panel does not show stays as it is. */}
        {state.sort !== 'relevant' && <input type="hidden" name={param.sort} value={sortWords[state.sort]} />}
        {state.view === 'map' && <input type="hidden" name={param.view} value="mapa" />}
        {state.bbox && <input type="hidden" name={param.bbox} value={state.bbox.join(',')} />}
        {state.polygon && <input type="hidden" name={param.polygon} value={formatPolygon(state.polygon)} />}
        <div className="pb-4 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            {t('apply')}
          </button>
        </div>
      </SearchForm>
    </details>
  );
}

interface RangeEnd {
  name: string;
  label: string;
  value: number | undefined;
}

function Range({ legend, from, to }: { legend: string; from: RangeEnd; to: RangeEnd }) {
  const field = (end: RangeEnd) => (
    <label className="flex-1 text-sm text-slate-700">
      <span className="mb-1 block">{end.label}</span>
      <input name={end.name} defaultValue={end.value ?? ''} inputMode="decimal" className={fieldClasses} />
    </label>
  );
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-2">
        {field(from)}
        {field(to)}
      </div>
    </fieldset>
  );
}

function Choice({
  label,
  name,
  value,
  any,
  children,
}: {
  label: string;
  name: string;
  value: number | undefined;
  any: string;
  children: ReactNode;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      <span className="mb-1.5 block">{label}</span>
      <select name={name} defaultValue={value?.toString() ?? ''} className={fieldClasses}>
        <option value="">{any}</option>
        {children}
      </select>
    </label>
  );
}

function Checkboxes({
  legend,
  name,
  options,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; checked: boolean }[];
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={option.checked}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Provjereno u zadnjih 7 dana" (issue 29): one checkbox, like a feature, sending `provjereno=7`;
 * a link asking for other days keeps them while it stays ticked.
 */
function ConfirmedChoice({ label, days, checked }: { label: string; days: number; checked: boolean }) {
  return (
    <div className="sm:col-span-2">
      <label
        className="flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
        data-testid="filter-confirmed"
      >
        <input
          type="checkbox"
          name={param.confirmed}
          value={days}
          defaultChecked={checked}
          className="size-4 accent-brand-600"
        />
        {label}
      </label>
    </div>
  );
}

/** A filter that is on or off (issue 31: with a floor plan, with a video or a 3D tour). */
function FlagChoice({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="sm:col-span-2">
      <label
        className="flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
        data-testid={`filter-${name}`}
      >
        <input
          type="checkbox"
          name={name}
          value={yes}
          defaultChecked={checked}
          className="size-4 accent-brand-600"
        />
        {label}
      </label>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true" fill="none">
      <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
