import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { accountFormsMessages } from './client-messages';

interface AccountPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other account pages). */
  footer?: ReactNode;
}

/**
 * The frame of the account pages (/login, /register, /forgot-password, /verify-email,
 * /verify-phone): a centred card with the page's one h1, rendered on the server, and the client
 * form inside (with the account forms' texts: client-messages.ts). Full width on phones, a
 * card from the small breakpoint on.
 */
export function AccountPage({ title, description, children, footer }: AccountPageProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 text-slate-700">{description}</p>}
        <div className="mt-6">
          <ClientMessages texts={accountFormsMessages}>{children}</ClientMessages>
        </div>
      </div>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
