import { outreachMessages, type AddContactRequest } from '@fundplay/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useAddContact } from '../api/add-contact';
import { emptyContactForm, newContactResolver, type ContactFormValues } from '../lib/contact-form';
import { ContactFields } from './contact-fields';

/** "Add New Contact" (spec §2): a person the participant may ask for a donation. */
export function AddContactDialog() {
  const [open, setOpen] = useState(false);
  const add = useAddContact();
  const form = useForm<ContactFormValues, unknown, AddContactRequest>({
    resolver: newContactResolver,
    defaultValues: emptyContactForm,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message } = await add.mutateAsync(request);
      notify.success(message || outreachMessages.added);
      setOpen(false);
    } catch (error) {
      showSubmitError(error, ['fullName', 'email', 'phoneNumber'], form.setError, outreachMessages.addError);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (next) form.reset(emptyContactForm);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Add new contact
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add new contact</DialogTitle>
          <DialogDescription>Only you see your contacts.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Add new contact" className="grid gap-5">
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <ContactFields register={form.register} errors={errors} />
          </fieldset>
          <DialogFormFooter submitLabel="Add contact" submitIcon={UserPlus} isSubmitting={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
