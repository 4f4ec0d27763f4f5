import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format-money';

/**
 * On a phone, a Donate button stuck to the bottom of the screen while neither the page's own Donate button nor the
 * form is in view, so giving is one tap away from anywhere on the page.
 */
export function DonateBar({
  raised,
  goal,
  watch,
  onDonate,
}: {
  raised: number;
  goal: number;
  /** Selectors of what makes the bar unnecessary while on screen (the Donate button, the form). */
  watch: string[];
  onDonate: () => void;
}) {
  const [covered, setCovered] = useState(true);
  const watched = watch.join(',');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) visible.set(entry.target, entry.isIntersecting);
      setCovered([...visible.values()].some(Boolean));
    });
    for (const element of document.querySelectorAll(watched)) observer.observe(element);
    return () => observer.disconnect();
  }, [watched]);

  if (covered) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-sm">
          <strong>{formatMoney(raised)}</strong> <span className="text-muted-foreground">of {formatMoney(goal)}</span>
        </p>
        <Button size="lg" onClick={onDonate}>
          <Heart aria-hidden="true" />
          Donate
        </Button>
      </div>
    </div>
  );
}
