import {
  createPayoutAccountSchema,
  moneyMessages,
  type CreatePayoutAccountRequest,
  type PayoutAccountRow,
} from '@fundplay/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreatePayoutAccount } from '../api/create-payout-account';

interface NewAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After it is created (e.g. to start its onboarding straight away). */
  onCreated?: (account: PayoutAccountRow) => void;
}

const empty: CreatePayoutAccountRequest = { name: '' };

/** spec §2 modal 'New account': a display name, then the account appears in the list, ready for onboarding. */
export function NewAccountDialog({ open, onOpenChange, onCreated }: NewAccountDialogProps) {
  const create = useCreatePayoutAccount();
  const form = useForm({ resolver: zodResolver(createPayoutAccountSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) form.reset(empty);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message, data } = await create.mutateAsync(request);
      notify.success(message || moneyMessages.accountCreated);
      form.reset(empty);
      onOpenChange(false);
      onCreated?.(data);
    } catch (error) {
      showSubmitError(error, ['name'], form.setError, moneyMessages.accountCreateError);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New account</DialogTitle>
          <DialogDescription>
            A name you will recognise, such as your school or team. You complete the account with Stripe next.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="New account" className="grid gap-5">
          <FormField label="Display name" error={errors.name?.message}>
            <Input autoComplete="organization" disabled={isSubmitting} {...form.register('name')} />
          </FormField>
          <DialogFormFooter submitLabel="Create account" submitIcon={Plus} isSubmitting={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
