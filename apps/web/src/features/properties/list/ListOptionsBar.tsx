'use client';

import { type MyPropertiesSort, myPropertiesSorts } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { AgencyPerson } from './use-agency-assignment';
import type { ListOptions } from './use-list-options';

const fieldClasses =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/**
 * Search the owner's listings by words of the address or description, and choose their order; an
 * agency's owner also narrows them to who holds them (an agent, or nobody).
 */
export function ListOptionsBar({
  options,
  onText,
  onSubmit,
  onSort,
  agents,
  onAgent,
}: {
  options: ListOptions;
  onText(text: string): void;
  onSubmit(): void;
  onSort(sort: MyPropertiesSort): void;
  /** The agency's agents, for its owner; null for anyone else (no filter). */
  agents: AgencyPerson[] | null;
  onAgent(agent: string): void;
}) {
  const t = useTranslations('myProperties.list');
  const tAgent = useTranslations('myProperties.agent');
  const searchId = useId();
  const sortId = useId();
  const agentId = useId();
  return (
    <search className="flex flex-wrap items-end gap-3" data-testid="properties-options">
      <form
        className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-sm"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          {t('search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={options.text}
          placeholder={t('searchHint')}
          maxLength={100}
          className={fieldClasses}
          onChange={(event) => onText(event.target.value)}
        />
      </form>
      <div className="flex flex-col gap-1">
        <label htmlFor={sortId} className="text-sm font-medium text-slate-700">
          {t('sort')}
        </label>
        <select
          id={sortId}
          value={options.sort}
          className={fieldClasses}
          onChange={(event) => onSort(event.target.value as MyPropertiesSort)}
        >
          {myPropertiesSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {agents && (
        <div className="flex flex-col gap-1">
          <label htmlFor={agentId} className="text-sm font-medium text-slate-700">
            {tAgent('filter')}
          </label>
          <select
            id={agentId}
            value={options.agent}
            className={fieldClasses}
            onChange={(event) => onAgent(event.target.value)}
          >
            <option value="">{tAgent('all')}</option>
            <option value="none">{tAgent('filterNone')}</option>
            {agents.map((agent) => (
              <option key={agent.userId} value={agent.userId}>
                {agent.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </search>
  );
}
