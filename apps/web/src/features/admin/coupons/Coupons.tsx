'use client';

import type { AdminCoupon } from '@krov/contracts';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatKm, formatNumber } from '@/shared/format/format-price';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { ListStates } from '@/shared/ui/ListStates';
import { Modal } from '@/shared/ui/Modal';
import { toast } from '@/shared/ui/toast';
import { CouponForm } from './CouponForm';
import { CouponUses } from './CouponUses';
import { type CouponState, couponState, lastValidInstant } from './coupon-form';
import { useCoupons } from './use-coupons';

const stateClasses: Record<CouponState, string> = {
  active: 'bg-emerald-50 text-emerald-950',
  scheduled: 'bg-sky-50 text-sky-950',
  usedUp: 'bg-amber-50 text-amber-950',
  expired: 'bg-slate-100 text-slate-800',
  disabled: 'bg-red-50 text-red-950',
};

/**
 * /admin's coupons: a new one's form, then every coupon with what it takes off, its window (the
 * first and the last day), its uses and its state; "Uses" opens who used it under its row;
 * "Disable", confirmed, for one that could still apply. The api's NotFound hands over to the 404 page.
 */
export function Coupons({ onNotFound }: { onNotFound(): void }) {
  const t = useTranslations('admin.coupons');
  const tCommon = useTranslations('common');
  const coupons = useCoupons(onNotFound);
  const [disabling, setDisabling] = useState<AdminCoupon | null>(null);
  const [pending, setPending] = useState(false);

  const disable = async () => {
    if (!disabling || pending) return;
    setPending(true);
    try {
      await coupons.disable(disabling.id);
      toast.success(t('disable.done', { code: disabling.code }));
      setDisabling(null);
    } catch {
      // The api client said why; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };

  const list = (
    <ListStates
      list={coupons}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
      emptyTestId="admin-coupons-empty"
    >
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm" data-testid="admin-coupons">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              {(['code', 'discount', 'window', 'uses', 'state'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(`columns.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {coupons.items.map((coupon) => (
              <CouponRow key={coupon.id} coupon={coupon} onDisable={() => setDisabling(coupon)} />
            ))}
          </tbody>
        </table>
      </div>
    </ListStates>
  );

  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-coupon-new" className="space-y-4">
        <h3 id="admin-coupon-new" className="text-lg font-semibold text-slate-900">
          {t('form.title')}
        </h3>
        <CouponForm onCreate={coupons.create} />
      </section>
      <section aria-labelledby="admin-coupon-list" className="space-y-4">
        <h3 id="admin-coupon-list" className="text-lg font-semibold text-slate-900">
          {t('listTitle')}
        </h3>
        {list}
      </section>
      <Modal
        open={disabling !== null}
        onOpenChange={(open) => !open && !pending && setDisabling(null)}
        title={t('disable.title', { code: disabling?.code ?? '' })}
        description={t('disable.text')}
        size="sm"
      >
        <div className="flex justify-end gap-2">
          <Button colour="tertiary" disabled={pending} onClick={() => setDisabling(null)}>
            {tCommon('cancel')}
          </Button>
          <Button colour="negative" pending={pending} onClick={() => void disable()}>
            {t('disable.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function CouponRow({ coupon, onDisable }: { coupon: AdminCoupon; onDisable(): void }) {
  const t = useTranslations('admin.coupons');
  const language = useLanguage();
  const state = couponState(coupon);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const discount =
    coupon.percentOff !== null
      ? `${formatNumber(coupon.percentOff, language, 0)} %`
      : formatKm(coupon.amountOff ?? 0, language);
  return (
    <>
      <tr data-testid="admin-coupon" data-id={coupon.id}>
        <th scope="row" className="px-4 py-3 font-mono font-semibold text-slate-900">
          {coupon.code}
        </th>
        <td className="px-4 py-3 whitespace-nowrap text-slate-900" data-testid="admin-coupon-discount">
          {discount}
        </td>
        <td className="px-4 py-3 whitespace-nowrap text-slate-700" data-testid="admin-coupon-window">
          {formatDate(coupon.validFrom, language)} – {formatDate(lastValidInstant(coupon), language)}
        </td>
        <td className="px-4 py-3 whitespace-nowrap text-slate-900" data-testid="admin-coupon-uses">
          {formatNumber(coupon.uses, language, 0)} / {formatNumber(coupon.maxUses, language, 0)}
        </td>
        <td className="px-4 py-3">
          <span
            className={clsx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
              stateClasses[state],
            )}
            data-testid="admin-coupon-state"
          >
            {t(`states.${state}`)}
          </span>
        </td>
        <td className="px-4 py-3 text-right whitespace-nowrap">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={t('uses.named', { code: coupon.code })}
            onClick={() => setOpen((was) => !was)}
            className={buttonClasses('tertiary', 'sm', 'aria-expanded:bg-slate-100')}
          >
            {t('uses.button')}
          </button>
          {state !== 'disabled' && state !== 'expired' && (
            <Button
              colour="tertiary"
              size="sm"
              aria-label={t('disable.named', { code: coupon.code })}
              onClick={onDisable}
            >
              {t('disable.button')}
            </Button>
          )}
        </td>
      </tr>
      {open && (
        <tr data-testid="admin-coupon-uses-row">
          <td id={panelId} colSpan={6} className="bg-slate-50 px-4 py-3">
            <CouponUses coupon={coupon} />
          </td>
        </tr>
      )}
    </>
  );
}
