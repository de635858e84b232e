// The site's small filled icons (a chevron, a cross), drawn in the text's colour and hidden from
// assistive technology: the button or link around them says what they do.

/** A chevron pointing right; the caller turns it for the reading direction (`rtl:rotate-180`...). */
export function ChevronIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M7.3 4.3 13 10l-5.7 5.7-1.4-1.4L10.2 10 5.9 5.7z" />
    </svg>
  );
}

/** A cross, for a button that closes something. */
export function CloseIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.3 4 10 8.6 14.7 4 16 5.3 11.4 10l4.6 4.7-1.3 1.3-4.7-4.6L5.3 16 4 14.7 8.6 10 4 5.3z" />
    </svg>
  );
}
