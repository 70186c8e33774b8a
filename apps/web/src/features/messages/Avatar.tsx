import { clsx } from 'clsx';

/** The first letters of the first two words of a name ("Lejla Hodžić" → "LH"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.slice(0, 1).toUpperCase())
    .join('');
}

/** A member's profile photo, or their initials on the brand's tint. Decorative: the name is beside it. */
export function Avatar({
  name,
  image,
  size = 'md',
}: {
  name: string;
  image: string | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-10 text-sm' : 'size-12 text-base';
  if (image) {
    return (
      // biome-ignore lint/performance/noImgElement: a small profile photo on the page's origin.
      <img
        src={image}
        alt=""
        className={clsx(box, 'shrink-0 rounded-full object-cover')}
        width={48}
        height={48}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
      )}
    >
      {initials(name)}
    </span>
  );
}
