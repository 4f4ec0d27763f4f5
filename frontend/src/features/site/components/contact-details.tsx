import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useContactDetails } from '../api/get-contact-details';

/** How to reach the FundPlay team: email and phone, as links that open the mail app or dialer. */
export function ContactDetails({ className, skeletonClassName }: { className?: string; skeletonClassName?: string }) {
  const contact = useContactDetails();

  if (contact.isPending) {
    return (
      <div className={cn('grid gap-3', className)} aria-busy="true" aria-label="Loading contact details">
        <Skeleton className={cn('h-5 w-52', skeletonClassName)} />
        <Skeleton className={cn('h-5 w-40', skeletonClassName)} />
      </div>
    );
  }

  if (contact.isError) {
    return (
      <p className={className}>
        Our contact details could not be loaded. You can still write to us on the{' '}
        <Link to={paths.support} className="font-semibold underline underline-offset-4">
          support page
        </Link>
        .
      </p>
    );
  }

  const { supportEmail, supportPhone } = contact.data;
  return (
    <ul className={cn('grid gap-3', className)}>
      <li>
        <a href={`mailto:${supportEmail}`} className="inline-flex items-center gap-2.5 break-all hover:underline">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Email: </span>
          {supportEmail}
        </a>
      </li>
      <li>
        <a
          href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-2.5 hover:underline"
        >
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Phone: </span>
          {supportPhone}
        </a>
      </li>
    </ul>
  );
}
