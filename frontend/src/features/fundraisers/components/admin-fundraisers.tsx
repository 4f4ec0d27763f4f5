import { fundraiserMessages, type FundraiserSummary } from '@fundplay/contracts';
import { ExternalLink, FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format-money';
import { notify } from '@/lib/toast';
import { useDeleteFundraiser } from '../api/delete-fundraiser';
import { useAdminFundraisers } from '../api/get-admin-fundraisers';
import { formatDateRange } from '../lib/dates';
import { canStartFundraiser, isPrimaryAdmin, type FundraiserViewer } from '../lib/fundraiser-viewer';
import { FundraiserStatusBadge } from './fundraiser-status-badge';
import { LoadError } from './load-error';
import { DeleteRowButton, EditRowButton } from '@/components/row-action-buttons';

function StartFundraiserButton() {
  return (
    <Button asChild>
      <Link to={paths.admin.newFundraiser}>
        <Plus aria-hidden="true" />
        Start new fundraiser
      </Link>
    </Button>
  );
}

/** The fundraisers on an administrator's dashboard: open, edit, delete (primary admin) and start new. */
export function AdminFundraisers({ viewer }: { viewer: FundraiserViewer }) {
  const fundraisers = useAdminFundraisers();
  const navigate = useNavigate();
  const remove = useDeleteFundraiser();
  const [deleting, setDeleting] = useState<FundraiserSummary | null>(null);
  const mayStart = canStartFundraiser(viewer);
  const primary = isPrimaryAdmin(viewer);

  const onEdit = (fundraiser: FundraiserSummary) => {
    if (fundraiser.status !== 'notStarted') {
      notify.warning(fundraiserMessages.editingDisabled);
      return;
    }
    void navigate(`${paths.admin.fundraiser.href(fundraiser._id)}?edit=info`);
  };

  const onDelete = (fundraiser: FundraiserSummary) => {
    if (fundraiser.status !== 'notStarted') {
      notify.warning(fundraiserMessages.deletionDisabled);
      return;
    }
    setDeleting(fundraiser);
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync({ fundRaisingId: deleting._id });
      notify.success(message || fundraiserMessages.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, 'Fundraiser could not be deleted'));
    }
  };

  let content;
  if (fundraisers.isPending) {
    content = (
      <div className="grid gap-3" aria-label="Loading fundraisers">
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  } else if (fundraisers.isError) {
    content = <LoadError title="Fundraisers could not be loaded" error={fundraisers.error} />;
  } else if (fundraisers.data.length === 0) {
    content = (
      <EmptyState
        icon={FolderOpen}
        title={fundraiserMessages.noPreviousFundraisers}
        description={
          mayStart
            ? 'Start one: it takes a few minutes, and groups, goal and cause can follow.'
            : 'Fundraisers your organization runs will appear here.'
        }
      >
        {mayStart ? (
          <div className="mt-2">
            <StartFundraiserButton />
          </div>
        ) : null}
      </EmptyState>
    );
  } else {
    content = (
      <DataTable
        caption="Fundraisers"
        rows={fundraisers.data}
        rowKey={(fundraiser) => fundraiser._id}
        columns={[
          { header: 'Name', cell: (fundraiser) => fundraiser.fundRaisingName, className: 'font-semibold' },
          {
            header: 'Dates',
            cell: (fundraiser) => formatDateRange(fundraiser.fundRaisingStartTime, fundraiser.fundRaisingEndTime),
          },
          { header: 'Status', cell: (fundraiser) => <FundraiserStatusBadge status={fundraiser.status} /> },
          {
            header: 'Goal',
            cell: (fundraiser) =>
              fundraiser.fundRaisingGoal > 0 ? formatMoney(fundraiser.fundRaisingGoal) : 'Not set yet',
          },
          { header: 'Raised', cell: (fundraiser) => formatMoney(fundraiser.totalFunding) },
        ]}
        actions={(fundraiser) => (
          <>
            <Button asChild size="sm" variant="trust">
              <Link to={paths.admin.fundraiser.href(fundraiser._id)} aria-label={`Open ${fundraiser.fundRaisingName}`}>
                <ExternalLink aria-hidden="true" />
                Open
              </Link>
            </Button>
            {primary ? (
              <>
                <EditRowButton subject={fundraiser.fundRaisingName} onClick={() => onEdit(fundraiser)} />
                <DeleteRowButton subject={fundraiser.fundRaisingName} onClick={() => onDelete(fundraiser)} />
              </>
            ) : null}
          </>
        )}
      />
    );
  }

  return (
    <div className="grid gap-4">
      {mayStart && fundraisers.isSuccess && fundraisers.data.length > 0 ? (
        <div className="flex justify-end">
          <StartFundraiserButton />
        </div>
      ) : null}
      {content}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete fundraiser?"
        description={
          <>
            <strong>{deleting?.fundRaisingName}</strong> will be deleted with its groups, invitations and join requests.
            This cannot be undone.
          </>
        }
        confirmLabel="Delete fundraiser"
        destructive
        pending={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
      />
    </div>
  );
}
