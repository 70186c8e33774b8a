import { type Locale, translate } from '@krov/messages';
import { escapeHtml } from '../../platform/mail/email-layout.ts';
import type { NotificationParams } from './notification-request.ts';
import { formatAmount } from './notification-texts.ts';

type Receipt = NonNullable<NotificationParams['receipt']>;

/**
 * A payment's receipt in its e-mail (issue 17): each listing with what was bought and its price,
 * the discount, the total, when and with which reference it was paid. Text and HTML alike.
 */
export function renderReceipt(locale: Locale, receipt: Receipt): { text: string[]; html: string } {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `email.receipt.${key}`, values);
  const km = (amount: number) => formatAmount(locale, amount);
  const paidAt = new Intl.DateTimeFormat(locale === 'bs' ? 'bs-BA' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Sarajevo',
  }).format(new Date(receipt.paidAt));
  const lines = receipt.lines.map((line) => ({
    what: `${line.address} · ${t(line.action, { days: line.days })}`,
    amount: km(line.amount),
  }));
  const totals: [string, string][] = [
    [t('subtotal'), km(receipt.subtotal)],
    ...(receipt.discount > 0 ? [[t('discount'), `−${km(receipt.discount)}`] as [string, string]] : []),
    [t('total'), km(receipt.total)],
  ];
  const facts: [string, string][] = [
    [t('order'), receipt.order],
    [t('paidAt'), paidAt],
    ...(receipt.reference ? [[t('reference'), receipt.reference] as [string, string]] : []),
  ];
  const text = [
    `${t('title')}:`,
    ...lines.map((line) => `- ${line.what}: ${line.amount}`),
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...facts.map(([label, value]) => `${label}: ${value}`),
    t('note'),
    '',
  ];
  const e = escapeHtml;
  const cell = 'padding:4px 8px;border-bottom:1px solid #e7e5e4';
  const html = `<h2 style="font-size:18px;margin:16px 0 8px">${e(t('title'))}</h2>
<table style="border-collapse:collapse;width:100%"><thead><tr><th style="${cell};text-align:left">${e(t('listing'))}</th><th style="${cell};text-align:right">${e(t('amount'))}</th></tr></thead><tbody>
${lines.map((line) => `<tr><td style="${cell}">${e(line.what)}</td><td style="${cell};text-align:right">${e(line.amount)}</td></tr>`).join('')}
${totals.map(([label, value]) => `<tr><th style="${cell};text-align:left">${e(label)}</th><td style="${cell};text-align:right">${e(value)}</td></tr>`).join('')}
</tbody></table>
<p style="font-size:14px">${facts.map(([label, value]) => `${e(label)}: ${e(value)}`).join('<br>')}</p>
<p style="font-size:12px;color:#78716c">${e(t('note'))}</p>`;
  return { text, html };
}
