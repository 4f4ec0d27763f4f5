import { moneyRouteTable } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callDownload, type DownloadedFile } from '@/lib/api-client';

/** The CSV exports of a fundraiser (spec issue #9): every gift, or every participant's totals. */
export type FundraiserExport = 'donations' | 'participantTotals';

const exportRoutes = {
  donations: moneyRouteTable.exportDonations,
  participantTotals: moneyRouteTable.exportParticipantTotals,
} as const;

/** The viewer's IANA time zone (`America/Chicago`), in which the donations export writes its times. */
function viewerTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * Fetches an export as a file, with the session's bearer token in the Authorization header (never in the URL, where
 * it would end up in history and logs). The gifts' times come in the viewer's own time zone.
 */
export function exportFundraiserCsv({
  fundraiserId,
  kind,
}: {
  fundraiserId: string;
  kind: FundraiserExport;
}): Promise<DownloadedFile> {
  if (kind === 'participantTotals') {
    return callDownload(exportRoutes.participantTotals, { query: { fundRaisingId: fundraiserId }, accept: 'text/csv' });
  }
  const timeZone = viewerTimeZone();
  return callDownload(exportRoutes.donations, {
    query: { fundRaisingId: fundraiserId, ...(timeZone ? { timeZone } : {}) },
    accept: 'text/csv',
  });
}

export function exportFundraiserCsvMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'export'] as const, mutationFn: exportFundraiserCsv });
}

export function useExportFundraiserCsv() {
  return useMutation(exportFundraiserCsvMutationOptions());
}
