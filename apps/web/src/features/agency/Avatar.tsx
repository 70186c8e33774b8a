import { clsx } from 'clsx';

/** "Kuća Nekretnine" → "KN": the first letters of the first and last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A person's photo or an agency's logo, else their initials on the brand's light colour. The image
 * is decorative unless `alt` names it (the name is usually written beside it).
 */
export function Avatar({
  name,
  src,
  className,
  alt = '',
}: {
  name: string;
  src: string | null;
  className?: string;
  alt?: string;
}) {
  const box = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 font-semibold text-brand-800',
    className ?? 'size-10 text-sm',
  );
  if (src) {
    return (
      <span className={box}>
        {/* biome-ignore lint/performance/noImgElement: a small image from the api host. */}
        <img src={src} alt={alt} className="size-full object-cover" />
      </span>
    );
  }
  return (
    <span className={box} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
