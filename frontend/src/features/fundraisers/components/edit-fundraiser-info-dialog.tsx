import { fundraiserMessages, type FundraiserDetail } from '@fundplay/contracts';
import { Save } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/lib/toast';
import { useUpdateFundraiser } from '../api/update-fundraiser';
import { editFundraiserInfoResolver, infoValuesOf, type FundraiserInfoFormValues } from '../lib/fundraiser-info-form';
import { showRequestError } from '../lib/request-errors';
import { FundraiserInfoFields } from './fundraiser-info-fields';

interface EditFundraiserInfoDialogProps {
  fundraiser: FundraiserDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const requestFieldOf = {
  fundRaisingName: 'fundRaisingName',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  fundRaisingTaxId: 'fundRaisingTaxId',
  fundRaisingRoutingNumber: 'fundRaisingRoutingNumber',
  fundRaisingAccountNumber: 'fundRaisingAccountNumber',
  fundRaisingStartTime: 'startDate',
  fundRaisingEndTime: 'weeks',
} as const;

/** The primary admin edits the fundraiser's information and schedule before it starts. */
export function EditFundraiserInfoDialog({ fundraiser, open, onOpenChange }: EditFundraiserInfoDialogProps) {
  const update = useUpdateFundraiser();
  const resolver = useMemo(() => editFundraiserInfoResolver(fundraiser), [fundraiser]);
  const form = useForm<FundraiserInfoFormValues, unknown, Parameters<typeof update.mutateAsync>[0]>({
    resolver,
    defaultValues: infoValuesOf(fundraiser),
  });
  const { isSubmitting } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (open) reset(infoValuesOf(fundraiser));
  }, [open, fundraiser, reset]);

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message } = await update.mutateAsync(request);
      notify.success(message || fundraiserMessages.updated);
      onOpenChange(false);
    } catch (error) {
      showRequestError(error, requestFieldOf, form.setError, 'Error updating fundraiser');
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit fundraiser</DialogTitle>
          <DialogDescription>Information and schedule can change until the fundraiser starts.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Edit fundraiser" className="grid gap-6">
          <fieldset disabled={isSubmitting} className="grid gap-5">
            <FundraiserInfoFields
              form={form}
              maskedBankNumbers={{
                routing: fundraiser.fundRaisingRoutingNumber,
                account: fundraiser.fundRaisingAccountNumber,
              }}
            />
          </fieldset>
          <DialogFormFooter submitLabel="Save changes" submitIcon={Save} isSubmitting={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
