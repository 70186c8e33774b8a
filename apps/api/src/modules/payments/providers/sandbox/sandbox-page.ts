import { type Locale, translate } from '@krov/messages';
import type { SandboxPayment } from './sandbox.repository.ts';
import { sandboxCards } from './sandbox-cards.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const localeOf = (language: string): Locale => (language === 'en' ? 'en' : 'bs');

/** 1050 fening → "10,50 KM", as amounts are written in Bosnia and Herzegovina. */
export function formatSandboxAmount(minor: number, currency: string): string {
  const number = new Intl.NumberFormat('bs-BA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${number.format(minor / 100)} ${currency === 'BAM' ? 'KM' : currency}`;
}

const cardKeys = { approved: 'approved', declined: 'declined', 'late-failure': 'lateFailure' } as const;

function layout(locale: Locale, body: string): string {
  const t = (key: string) => escapeHtml(translate(locale, `sandboxCheckout.${key}`));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${t('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:2rem auto;padding:0 1rem;color:#1c1917}
.banner{background:#fef3c7;border:1px solid #f59e0b;border-radius:8px;padding:.75rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #78716c;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px;cursor:pointer}
.error{color:#b91c1c;font-weight:600}code{font-size:1rem}a{color:#1d4ed8}</style></head>
<body><main><h1>${t('title')}</h1><p class="banner" role="note">${t('banner')}</p>${body}</main></body></html>`;
}

/** The hosted checkout page: the amount, the card form, the test cards; the card error when one was wrong. */
export function sandboxCheckoutPage(
  payment: SandboxPayment,
  options: { invalidCard?: boolean; expired?: boolean } = {},
): string {
  const locale = localeOf(payment.language);
  const t = (key: string, params?: Record<string, string>) =>
    escapeHtml(translate(locale, `sandboxCheckout.${key}`, params));
  const amount = formatSandboxAmount(payment.amountMinor, payment.currency);
  if (options.expired) {
    return layout(
      locale,
      `<p role="alert">${t('expired')}</p><p><a href="${escapeHtml(payment.cancelUrl)}">${t('back')}</a></p>`,
    );
  }
  if (payment.status !== 'open') {
    return layout(
      locale,
      `<p role="status">${t('alreadyTried')}</p><p><a href="${escapeHtml(payment.successUrl)}">${t('back')}</a></p>`,
    );
  }
  const cards = Object.entries(sandboxCards)
    .map(
      ([number, outcome]) =>
        `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${t(`cards.${cardKeys[outcome]}`)}</li>`,
    )
    .join('');
  const error = options.invalidCard
    ? `<p class="error" role="alert" id="card-error">${t('invalidCard')}</p>`
    : '';
  return layout(
    locale,
    `<p>${t('paying')}: <strong>${escapeHtml(payment.description)}</strong></p>
<p>${t('amount')}: <strong>${escapeHtml(amount)}</strong></p>${error}
<form method="post"><label for="card">${t('cardNumber')}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${options.invalidCard ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
<label for="holder">${t('cardHolder')}</label><input id="holder" name="holder" autocomplete="cc-name" maxlength="100">
<button type="submit">${t('pay', { amount })}</button></form>
<p><a href="${escapeHtml(payment.cancelUrl)}">${t('cancel')}</a></p>
<h2>${t('testCards')}</h2><ul>${cards}</ul>`,
  );
}

/** An unknown payment's page. */
export function sandboxNotFoundPage(locale: Locale): string {
  return layout(locale, `<p role="alert">${escapeHtml(translate(locale, 'sandboxCheckout.notFound'))}</p>`);
}
