import Link from 'next/link';
import { useId } from 'react';
import { buttonClasses } from '@/shared/ui/Button';

/**
 * What stands instead of the listing form when it cannot be used yet (the phone to verify, the
 * listing limit reached): why, and the one link that leads on.
 */
export function EditorPrompt({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text: string;
  action: { href: string; label: string };
  testId: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-sm">{text}</p>
      <Link href={action.href} className={buttonClasses('primary', 'md', 'mt-5')}>
        {action.label}
      </Link>
    </section>
  );
}
