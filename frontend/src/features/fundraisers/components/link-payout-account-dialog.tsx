import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';

interface LinkPayoutAccountDialogProps {
  /** What the account will pay out: the fundraiser or a group; null when closed. */
  target: { name: string; currentAccountId: string | null } | null;
  picker: PayoutAccountPickerComponent;
  /** Resolves true once linked (the dialog then closes). */
  onLink: (accountId: string) => Promise<boolean>;
  onClose: () => void;
}

/** spec §2 modal 'link payment account', for the fundraiser or one of its groups. */
export function LinkPayoutAccountDialog({ target, picker: Picker, onLink, onClose }: LinkPayoutAccountDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Link payout account</DialogTitle>
          <DialogDescription>
            Donations to <strong>{target?.name}</strong> are paid out to this account. Only verified accounts can be
            linked.
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <Picker
            currentAccountId={target.currentAccountId}
            onLink={async (accountId) => {
              const linked = await onLink(accountId);
              if (linked) onClose();
              return linked;
            }}
            secondaryAction={
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
