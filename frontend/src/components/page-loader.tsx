import { Spinner } from '@/components/ui/spinner';

/** Shown while the first page's code arrives. */
export function PageLoader() {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center">
      <Spinner className="size-8 text-primary" label="Loading" />
    </div>
  );
}
