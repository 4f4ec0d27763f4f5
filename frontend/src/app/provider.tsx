import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { toastDefaults } from '@/lib/toast';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        {children}
        <Toaster
          position={toastDefaults.position}
          duration={toastDefaults.durationMs}
          richColors
          closeButton
          toastOptions={{ className: 'font-sans' }}
        />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
