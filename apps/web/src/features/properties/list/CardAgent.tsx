'use client';

import type { MyProperty } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Spinner } from '@/shared/ui/Spinner';
import type { Assignment } from './use-agency-assignment';

const selectClasses =
  'h-9 max-w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-60';

/**
 * Who holds an agency listing (its agent, else whoever created it). The agency's owner chooses
 * here who it goes to: one of the agents, or nobody (the owner holds it themself); an agent only
 * reads who holds it. A private listing shows nothing.
 */
export function CardAgent({
  listing,
  assignment,
}: {
  listing: MyProperty;
  /** The agency's owner's control; null for an agent (read only). */
  assignment: Assignment | null;
}) {
  const t = useTranslations('myProperties.agent');
  const tCommon = useTranslations('common');
  const selectId = useId();
  const { heldBy } = listing;
  if (!heldBy) return null;
  if (!assignment) {
    return (
      <p className="text-sm text-slate-700" data-testid="property-agent">
        {t('heldBy', { name: heldBy.name })}
      </p>
    );
  }

  const { ownerId, agents, pendingId } = assignment;
  const value = heldBy.id === ownerId ? 'none' : heldBy.id;
  // The holder is named even before the agents have loaded.
  const people =
    value === 'none' || agents.some((agent) => agent.userId === value)
      ? agents
      : [{ userId: heldBy.id, name: heldBy.name }, ...agents];
  const pending = pendingId === listing.id;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="property-agent">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {t('label')}
      </label>
      <select
        id={selectId}
        value={value}
        className={selectClasses}
        disabled={pendingId !== null}
        onChange={(event) => {
          const to = people.find((person) => person.userId === event.target.value);
          assignment.assign(listing, to ? { userId: to.userId, name: to.name } : null);
        }}
      >
        <option value="none">{t('none')}</option>
        {people.map((person) => (
          <option key={person.userId} value={person.userId}>
            {person.name}
          </option>
        ))}
      </select>
      {pending && <Spinner label={tCommon('loading')} className="size-4 text-slate-600" />}
    </div>
  );
}
