import { clsx } from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import {
  type LegalDocumentName,
  type LegalSection,
  legalTextsUpdatedOn,
  sectionBlocks,
} from './legal-document';

interface LegalDocumentProps {
  document: LegalDocumentName;
  /** Raw mode (`?__raw=true`, for the apps' web views): compact, no table of contents. */
  raw?: boolean;
}

/** A legal text rendered from the catalogue: heading, date, contents, then its sections. Static. */
export async function LegalDocument({ document, raw = false }: LegalDocumentProps) {
  const t = await getTranslations('legal');
  const format = await getFormatter();
  const sections = t.raw(`${document}.sections`) as Record<string, LegalSection>;
  const entries = Object.entries(sections);
  const updated = t('updated', { date: format.dateTime(legalTextsUpdatedOn, { dateStyle: 'long' }) });

  return (
    <article className={clsx('prose-krov', raw && 'text-[15px] leading-6')}>
      <h1>{t(`${document}.title`)}</h1>
      <p className="text-sm text-slate-600">{updated}</p>
      <p>{t(`${document}.intro`)}</p>
      {!raw && (
        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5"
        >
          <h2 id="legal-contents" className="mt-0! text-base">
            {t('contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {entries.map(([id, section]) => (
              <li key={id}>
                <a href={`#${document}-${id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {entries.map(([id, section], index) => (
        <section key={id} aria-labelledby={`${document}-${id}`}>
          <h2 id={`${document}-${id}`}>
            {index + 1}. {section.title}
          </h2>
          {sectionBlocks(section).map((block) =>
            block.kind === 'paragraph' ? (
              <p key={block.key}>{block.text}</p>
            ) : (
              <ul key={block.key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
