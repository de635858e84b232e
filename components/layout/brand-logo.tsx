import { Link } from "@/components/navigation/link";
import { site } from "@/shared/site";
import { brand } from "@/tailwind.config";

export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill={brand[700]} />
      <path d="M32 12 50 50h-9l-3.6-8H26.6L23 50h-9zm0 14-3.6 9h7.2z" fill="#fff" />
      <circle cx="46" cy="18" r="5" fill={brand[300]} />
    </svg>
  );
}

export function BrandLogo() {
  return (
    // Named by its visible text (WCAG 2.5.3: a voice user says what they see), plus where it goes.
    <Link href="/" className="flex items-center gap-2.5 rounded-lg">
      <BrandMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold text-brand-800">{site.brand}</span>
        <span className="text-[0.7rem] font-medium text-muted">کافه نوآوری و شتاب‌دهنده</span>
      </span>
      <span className="sr-only">، صفحه اصلی</span>
    </Link>
  );
}
