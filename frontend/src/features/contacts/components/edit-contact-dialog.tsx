import { outreachMessages, type Contact, type UpdateContactRequest } from '@fundplay/contracts';
import { Save } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { showSubmitError } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateContact } from '../api/update-contact';
import {
  contactFormValuesOf,
  contactUpdateResolver,
  emptyContactForm,
  type ContactFormValues,
} from '../lib/contact-form';
import { ContactFields } from './contact-fields';

interface EditContactDialogProps {
  /** The contact being edited, or null when the dialog is closed. */
  contact: Contact | null;
  onClose: () => void;
}

/** Edits a contact; Update stays off until a value differs from the saved one (spec §5). */
export function EditContactDialog({ contact, onClose }: EditContactDialogProps) {
  const update = useUpdateContact();
  const contactId = contact?._id ?? '';
  const resolver = useMemo(() => contactUpdateResolver(contactId), [contactId]);
  const form = useForm<ContactFormValues, unknown, UpdateContactRequest>({ resolver, defaultValues: emptyContactForm });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (contact) reset(contactFormValuesOf(contact));
  }, [contact, reset]);

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const { message } = await update.mutateAsync(request);
      notify.success(message || outreachMessages.updated);
      onClose();
    } catch (error) {
      showSubmitError(error, ['fullName', 'email', 'phoneNumber'], form.setError, outreachMessages.updateError);
    }
  });

  return (
    <Dialog open={contact !== null} onOpenChange={(next) => (next || isSubmitting ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit contact</DialogTitle>
          <DialogDescription>Name, email and phone number of {contact?.fullName}.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Edit contact" className="grid gap-5">
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <ContactFields register={form.register} errors={errors} />
          </fieldset>
          <DialogFormFooter submitLabel="Update" submitIcon={Save} isSubmitting={isSubmitting} disabled={!isDirty} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
