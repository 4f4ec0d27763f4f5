import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { toastDefaults, useToasterWanted } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounted with the first toast, so sonner is not part of the first screen's JavaScript. */
function AppToaster() {
  const isWanted = useToasterWanted();
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={toastDefaults.position}
        duration={toastDefaults.durationMs}
        offset={toastDefaults.offset}
        mobileOffset={toastDefaults.mobileOffset}
        richColors
        closeButton
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        {children}
        <AppToaster />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
