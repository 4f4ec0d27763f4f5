import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
      <path
        d="M32 50s-16-9.6-16-21.2C16 22.3 20.6 18 26 18c2.8 0 4.8 1.3 6 3.2 1.2-1.9 3.2-3.2 6-3.2 5.4 0 10 4.3 10 10.8C48 40.4 32 50 32 50z"
        fill="#fff"
      />
      <circle cx="32" cy="31" r="5" fill="var(--color-primary)" />
    </svg>
  );
}

/** The FundPlay wordmark, linking home. `onDark` swaps to colours readable on the dark footer. */
export function BrandLogo({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={cn('inline-flex items-center gap-2 rounded-lg font-display text-xl font-extrabold', className)}
    >
      <BrandMark />
      <span>
        Fund<span className={onDark ? 'text-sunshine' : 'text-primary'}>Play</span>
      </span>
    </Link>
  );
}
