import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { saveBlob } from '@/lib/save-blob';
import { notify } from '@/lib/toast';
import { useExportFundraiserCsv, type FundraiserExport } from '../api/export-fundraiser-csv';

const labels: Record<FundraiserExport, { button: string; file: string; failure: string }> = {
  donations: {
    button: 'Export donations (CSV)',
    file: 'donations',
    failure: 'Donations could not be exported. Please try again.',
  },
  participantTotals: {
    button: 'Export participant totals (CSV)',
    file: 'participant-totals',
    failure: 'Participant totals could not be exported. Please try again.',
  },
};

/** A file name from the fundraiser's name: `lincoln-spring-drive-donations.csv`. */
export function exportFileName(fundraiserName: string, kind: FundraiserExport): string {
  const slug = fundraiserName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug ? `${slug}-` : ''}${labels[kind].file}.csv`;
}

/** Downloads one of the fundraiser's CSV exports and saves it as a file. */
export function ExportCsvButton({
  fundraiserId,
  fundraiserName,
  kind,
}: {
  fundraiserId: string;
  fundraiserName: string;
  kind: FundraiserExport;
}) {
  const download = useExportFundraiserCsv();

  const onExport = async () => {
    try {
      const { blob, filename } = await download.mutateAsync({ fundraiserId, kind });
      saveBlob(blob, filename ?? exportFileName(fundraiserName, kind));
    } catch (error) {
      notify.error(errorMessage(error, labels[kind].failure));
    }
  };

  return (
    <Button size="sm" variant="outline" disabled={download.isPending} onClick={() => void onExport()}>
      {download.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
      {labels[kind].button}
    </Button>
  );
}
