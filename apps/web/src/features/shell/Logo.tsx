/** Krov's mark: a roof over a door. Decorative: the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" fill="none">
      <path
        d="M3 15.5 16 5l13 10.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M7.5 13.5V27h17V13.5" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M13.5 27v-7h5v7" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
