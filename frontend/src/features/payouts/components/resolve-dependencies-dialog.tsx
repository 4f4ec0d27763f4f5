import { moneyMessages, type PayoutAccountDependencies } from '@fundplay/contracts';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';

interface ResolveDependenciesDialogProps {
  /** The account that could not be deleted, and what still uses it; null when closed. */
  refusal: { accountName: string; fundRaisers: PayoutAccountDependencies['fundRaisers'] } | null;
  onClose: () => void;
}

/**
 * spec §2/§4 'Resolve Dependencies': the account pays out fundraisers that have not ended; each has an Open button
 * to its dashboard, where another account can be linked.
 */
export function ResolveDependenciesDialog({ refusal, onClose }: ResolveDependenciesDialogProps) {
  return (
    <Dialog open={refusal !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Resolve dependencies</DialogTitle>
          <DialogDescription>
            <strong>{refusal?.accountName}</strong> cannot be deleted yet.
          </DialogDescription>
        </DialogHeader>
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <p>{moneyMessages.accountInUse}</p>
        </Alert>
        <ul aria-label="Fundraisers using this account" className="grid gap-2">
          {refusal?.fundRaisers.map((fundraiser) => (
            <li
              key={`${fundraiser._id}:${fundraiser.groupName ?? ''}`}
              className="flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="grid">
                <span className="font-semibold">{fundraiser.fundRaisingName}</span>
                {fundraiser.groupName ? (
                  <span className="text-sm text-muted-foreground">Group: {fundraiser.groupName}</span>
                ) : null}
              </span>
              <Button asChild size="sm" variant="outline">
                <Link
                  to={paths.admin.fundraiser.href(fundraiser._id)}
                  aria-label={`Open ${fundraiser.fundRaisingName}${fundraiser.groupName ? ` (${fundraiser.groupName})` : ''}`}
                >
                  <ExternalLink aria-hidden="true" />
                  Open
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
