import { lazy, startTransition, Suspense, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

// react-hook-form and the zod schemas come with the real form: downloaded when someone heads for the box,
// not with every page's first screen (the footer is on every page).
const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/**
 * The footer's newsletter box. Until the pointer or the focus reaches it, a look-alike without the form's
 * code stands in; then the real form replaces it, keeping the focus and whatever was typed.
 */
export function NewsletterFormOnDemand({ className }: { className?: string }) {
  const [wanted, setWanted] = useState<{ focus: boolean; submit?: boolean } | null>(null);
  const [email, setEmail] = useState('');
  // A transition keeps the stand-in on screen (and typed into) until the real form has loaded.
  const want = (focus: boolean, submit = false) =>
    startTransition(() => setWanted((current) => (current?.focus && !submit ? current : { focus, submit })));

  const standIn = <NewsletterFormStandIn className={className} email={email} onEmailChange={setEmail} onWant={want} />;
  return (
    <Suspense fallback={standIn}>
      {wanted ? (
        <NewsletterForm
          className={className}
          autoFocus={wanted.focus}
          defaultEmail={email}
          submitOnMount={wanted.submit}
        />
      ) : (
        standIn
      )}
    </Suspense>
  );
}

/** Same markup and look as NewsletterForm's first render. */
function NewsletterFormStandIn({
  className,
  email,
  onEmailChange,
  onWant,
}: {
  className?: string;
  email: string;
  onEmailChange: (email: string) => void;
  onWant: (focus: boolean, submit?: boolean) => void;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onWant(true, true);
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={() => onWant(false)}
      onFocusCapture={() => onWant(true)}
      className={cn('flex flex-col gap-2', className)}
      aria-label="Newsletter"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="newsletter-email-stand-in" className="sr-only">
            Email address for the newsletter
          </Label>
          <Input
            id="newsletter-email-stand-in"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Please enter your email"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
        </div>
        <Button type="submit">Subscribe</Button>
      </div>
    </form>
  );
}
