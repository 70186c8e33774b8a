import type { Checkout } from './payments-api';

type ToProvider = Exclude<Checkout, { kind: 'paid' }>;

/** How the page leaves for the provider; replaceable in tests, where nothing may navigate. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
  submit: (form: HTMLFormElement) => form.submit(),
};

/**
 * Sends the browser to the provider's hosted page, as the checkout answered: a plain redirect
 * (the sandbox), or a POST form with the provider's fields (Monri WebPay: its digest signs them),
 * built here and submitted at once. The card is entered there, never on Krov.
 */
export function sendToProvider(checkout: ToProvider): void {
  if (checkout.kind === 'redirect') {
    browserNavigation.assign(checkout.url);
    return;
  }
  const form = document.createElement('form');
  form.method = checkout.method;
  form.action = checkout.action;
  form.hidden = true;
  form.dataset.testid = 'provider-form';
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  browserNavigation.submit(form);
}
