'use client';

import { safetyTipKinds } from '@krov/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { ChatReportCard } from './ChatReportCard';
import { adminKeys } from './query-keys';

/**
 * The reported conversations (GET /api/admin/chat-reports), newest report first, under how often
 * each safety tip was shown over the last 30 days. The api's NotFound hands over to the 404 page.
 */
export function ChatReports({ onNotFound }: { onNotFound(): void }) {
  const t = useTranslations('admin.chatReports');
  const tCommon = useTranslations('common');
  const reports = useQuery({
    queryKey: adminKeys.chatReports,
    queryFn: async ({ signal }) => {
      try {
        return await request('adminChatReports', {}, { signal, quiet: true });
      } catch (error) {
        if (isApiError(error) && error.status === 404) onNotFound();
        throw error;
      }
    },
    retry: false,
  });

  if (reports.isPending) return <Spinner label={tCommon('loading')} className="size-6" />;
  if (reports.isError) {
    return (
      <div className="space-y-3 text-slate-700">
        <p>{t('loadFailed')}</p>
        <Button colour="secondary" onClick={() => void reports.refetch()}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  const { items, safetyTips } = reports.data;
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t('tips.title')}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="admin-safety-tips">
          {safetyTipKinds.map((kind) => (
            <div key={kind} className="rounded-xl bg-slate-100 px-4 py-3" data-testid={`admin-tip-${kind}`}>
              <dt className="text-sm text-slate-700">{t(`tips.${kind}`)}</dt>
              <dd className="text-2xl font-semibold text-slate-900">{safetyTips[kind]}</dd>
            </div>
          ))}
        </dl>
      </div>
      {items.length === 0 ? (
        <p className="text-slate-700" data-testid="admin-chat-reports-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="space-y-4">
          {items.map((report) => (
            <li key={report.id}>
              <ChatReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
