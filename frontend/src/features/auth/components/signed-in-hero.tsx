import type { ReactNode } from 'react';
import { PageHero } from '@/components/page-hero';
import { useSession } from '../hooks/use-session';

/** The top of a signed-in page: the role as eyebrow and a welcome by first name. */
export function SignedInHero({ eyebrow, children }: { eyebrow: string; children?: ReactNode }) {
  const { user } = useSession();
  return (
    <PageHero
      eyebrow={eyebrow}
      title={user ? `Welcome, ${user.firstName}!` : 'Welcome!'}
      className="[&>div]:py-10 md:[&>div]:py-12"
    >
      {children}
    </PageHero>
  );
}
