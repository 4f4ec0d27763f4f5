import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { donationFormDefaults } from '../lib/donation-form-values';
import { AmountChoices, DonationFormCard } from './amount-choices';
import type { DonationFormProps } from './donation-form';

let formLoaded = false;
// react-hook-form (~15 kB gzipped) and the form's code (the schemas follow on first use) come when the donor heads
// for the form; until then the stand-in below shows the amounts without them.
const DonationForm = lazy(() =>
  import('./donation-form').then((module) => {
    formLoaded = true;
    return { default: module.DonationForm };
  }),
);

/**
 * How much of the fields below the amounts must be on screen before the form loads on its own. More than a sliver:
 * on a 900 px tall laptop screen they start right at the fold, and merely opening the page should not fetch them.
 */
const visibleShare = 0.2;

/**
 * The donation form, loaded on demand. Until the pointer or the focus reaches it, or the donor scrolls down to its
 * fields, a stand-in without the form's code shows the amounts (which work) above placeholders for the rest; then
 * the real form replaces it, keeping the chosen amount and the focus.
 */
export function DonationFormOnDemand(props: DonationFormProps) {
  // Without IntersectionObserver there is no telling when the fields come into view: the form loads at once.
  const [wanted, setWanted] = useState<{ focus: boolean } | null>(() =>
    formLoaded || typeof IntersectionObserver === 'undefined' ? { focus: false } : null,
  );
  const [amountChoice, setAmountChoice] = useState(donationFormDefaults.amountChoice);
  // A transition keeps the stand-in on screen (and its amounts in use) until the real form has loaded.
  const want = (focus: boolean) =>
    startTransition(() => setWanted((current) => (current && (current.focus || !focus) ? current : { focus })));

  const standIn = <DonationFormStandIn amountChoice={amountChoice} onAmountChoice={setAmountChoice} onWant={want} />;
  return (
    <Suspense fallback={standIn}>
      {wanted ? <DonationForm {...props} defaultAmountChoice={amountChoice} autoFocusAmount={wanted.focus} /> : standIn}
    </Suspense>
  );
}

/** Same card, title and amounts as DonationForm's first render, with placeholders for the fields below them. */
function DonationFormStandIn({
  amountChoice,
  onAmountChoice,
  onWant,
}: {
  amountChoice: string;
  onAmountChoice: (choice: string) => void;
  onWant: (focus: boolean) => void;
}) {
  const fields = useRef<HTMLDivElement>(null);
  const onWantRef = useRef(onWant);
  useEffect(() => {
    onWantRef.current = onWant;
  });
  useEffect(() => {
    const element = fields.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onWantRef.current(false);
      },
      { threshold: visibleShare },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <DonationFormCard onPointerEnter={() => onWant(false)} onFocusCapture={() => onWant(true)}>
      <div className="grid gap-6">
        <AmountChoices
          radio={(value) => ({
            name: 'amountChoice',
            checked: amountChoice === value,
            onChange: () => onAmountChoice(value),
          })}
        />
        <div ref={fields} className="grid gap-6" role="status" aria-busy="true" aria-label="Loading the form">
          <div>
            <Skeleton className="mb-3 h-5 w-16" />
            <div className="grid grid-cols-2 gap-2">
              <Skeleton className="h-16.5 rounded-lg @lg:h-11.5" />
              <Skeleton className="h-16.5 rounded-lg @lg:h-11.5" />
            </div>
          </div>
          <div className="grid gap-4 @lg:grid-cols-2">
            <FieldSkeleton />
            <FieldSkeleton />
          </div>
          <div className="grid gap-1">
            <Skeleton className="h-5 w-44" />
            <Skeleton className="ml-8 h-5 w-56 max-w-[calc(100%-2rem)]" />
          </div>
          <div className="grid gap-2">
            <Skeleton className="h-3.5 w-32" />
            <Skeleton className="h-20 rounded-lg" />
          </div>
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-9 rounded-lg" />
          <FieldSkeleton />
          <Skeleton className="h-29.5 rounded-xl @lg:h-20" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      </div>
    </DonationFormCard>
  );
}

function FieldSkeleton() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-3.5 w-32" />
      <Skeleton className="h-11 rounded-lg" />
    </div>
  );
}
