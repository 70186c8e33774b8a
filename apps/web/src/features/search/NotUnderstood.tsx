import { getTranslations } from 'next-intl/server';

/**
 * The words of a typed sentence the api could not read (issue 31), said above the results: they
 * are never made into a filter (a guess would narrow the search unseen), and never silently lost.
 */
export async function NotUnderstood({ words }: { words: string | undefined }) {
  if (!words) return null;
  const t = await getTranslations('search.filters');
  return (
    <p
      role="status"
      className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-slate-800"
      data-testid="not-understood"
    >
      {t('notUnderstood', { text: words })}
    </p>
  );
}
