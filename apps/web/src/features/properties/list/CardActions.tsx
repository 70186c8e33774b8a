'use client';

import type { ListingAction, MyProperty } from '@krov/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { mainAction, menuActions } from './card-actions';
import type { CardAction } from './use-listing-actions';

const itemClasses =
  'flex h-11 w-full cursor-pointer select-none items-center rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

export interface CardActionsProps {
  listing: MyProperty;
  /** The action running on this card, if any (its button shows a spinner, the others wait). */
  pending: ListingAction | null;
  onAction(action: CardAction): void;
  /** Now, in ms: when "renew" becomes the main action. */
  now: number;
}

/**
 * A card's actions: the one that fits the listing's state as its button, the rest in a menu
 * ("Više radnji"), so a listing published a minute ago is not offered "Obnovi" in red.
 */
export function CardActions({ listing, pending, onAction, now }: CardActionsProps) {
  const t = useTranslations('myProperties');
  const main = mainAction(listing, now);
  const menu = menuActions(listing, now);
  const label = (action: ListingAction) =>
    action === 'hidePrice'
      ? listing.hidePrice
        ? t('actions.showPrice')
        : t('actions.hidePrice')
      : t(`actions.${action}`);

  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
      {main === 'edit' ? (
        <Link href={`/me/properties/${listing.id}`} className={buttonClasses('secondary', 'sm')}>
          {label('edit')}
        </Link>
      ) : main ? (
        <Button
          size="sm"
          colour="primary"
          pending={pending === main}
          disabled={pending !== null && pending !== main}
          onClick={() => onAction(main)}
        >
          {label(main)}
        </Button>
      ) : null}
      {menu.length > 0 && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className={buttonClasses('secondaryLight', 'sm')}
            disabled={pending !== null}
            data-testid="card-menu"
          >
            {t('more')}
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
              <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
            </svg>
          </DropdownMenu.Trigger>
          {/* No portal: the menu stays inside the page's main landmark (axe `region`). */}
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-30 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            {menu.map((action) =>
              action === 'edit' ? (
                <DropdownMenu.Item key={action} asChild className={itemClasses}>
                  <Link href={`/me/properties/${listing.id}`}>{label(action)}</Link>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={action}
                  className={clsx(
                    itemClasses,
                    action === 'delete' && 'text-red-700 data-[highlighted]:text-red-800',
                  )}
                  onSelect={() => onAction(action)}
                >
                  {label(action)}
                </DropdownMenu.Item>
              ),
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      )}
    </div>
  );
}
