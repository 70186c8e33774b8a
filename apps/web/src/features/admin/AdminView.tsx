'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useAuthStore } from '@/shared/state/auth-store';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { AgencyRequests } from './AgencyRequests';
import { AuditLog } from './AuditLog';
import { ChatReports } from './ChatReports';
import { Coupons } from './coupons/Coupons';
import { HiddenListings } from './HiddenListings';
import { HideListing } from './HideListing';
import { AdminOrders } from './orders/AdminOrders';
import { ReportQueue } from './ReportQueue';

type SectionId = 'agencies' | 'reports' | 'chatReports' | 'hideListing' | 'orders' | 'coupons' | 'auditLog';

/**
 * /admin's sections, in the order shown; the first is open on arrival: the queue of reports
 * (listings, conversations, users; issue 29), agency requests, reported conversations with the
 * safety tips' counts, hiding an abusive listing with the list of those moderators hide (each to
 * restore), the orders (search, refund), the coupons (create, disable) and the audit log of every
 * admin action.
 */
const sections: readonly SectionId[] = [
  'reports',
  'agencies',
  'chatReports',
  'hideListing',
  'orders',
  'coupons',
  'auditLog',
];

/**
 * The admin area in the browser. The server let only an admin's request through (server-gate.ts);
 * if the session ends or the api stops taking the user for an admin (its NotFound), the page
 * becomes the 404 page it is for everyone else.
 */
export function AdminView() {
  const t = useTranslations('admin');
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const role = useAuthStore((state) => state.user?.role);
  const [refused, setRefused] = useState(false);
  const [current, setCurrent] = useState<SectionId>('reports');

  if (refused || !isLoggedIn || (role !== undefined && role !== 'admin')) return <NotFoundContent />;

  const content: Record<SectionId, ReactNode> = {
    agencies: <AgencyRequests onNotFound={() => setRefused(true)} />,
    reports: <ReportQueue onNotFound={() => setRefused(true)} />,
    chatReports: <ChatReports onNotFound={() => setRefused(true)} />,
    hideListing: (
      <div className="space-y-10">
        <HideListing />
        <HiddenListings onNotFound={() => setRefused(true)} />
      </div>
    ),
    orders: <AdminOrders onNotFound={() => setRefused(true)} />,
    coupons: <Coupons onNotFound={() => setRefused(true)} />,
    auditLog: <AuditLog onNotFound={() => setRefused(true)} />,
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14" data-testid="admin">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      {sections.length > 1 && (
        <nav aria-label={t('title')} className="mt-6 flex flex-wrap gap-2">
          {sections.map((id) => (
            <button
              key={id}
              type="button"
              aria-current={id === current ? 'page' : undefined}
              onClick={() => setCurrent(id)}
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              {t(`sections.${id}`)}
            </button>
          ))}
        </nav>
      )}
      <section aria-labelledby={`admin-${current}`} className="mt-8">
        <h2 id={`admin-${current}`} className="mb-4 text-xl font-semibold text-slate-900">
          {t(`sections.${current}`)}
        </h2>
        {content[current]}
      </section>
    </div>
  );
}
