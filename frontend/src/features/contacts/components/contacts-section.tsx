import { outreachMessages, type Contact } from '@fundplay/contracts';
import { Contact as ContactIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useDeleteAllContacts } from '../api/delete-all-contacts';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { AddContactDialog } from './add-contact-dialog';
import { ContactsTable } from './contacts-table';
import { EditContactDialog } from './edit-contact-dialog';
import { ImportContactsDialog } from './import-contacts-dialog';

/**
 * A participant's Contacts (spec §2, issue #11): the people they may ask for donations, only ever visible to them.
 * Add, edit, delete, delete all, and import from a CSV or vCard file with a preview.
 */
export function ContactsSection() {
  const contacts = useContacts();
  const [editing, setEditing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const deleteOne = useDeleteContact();
  const deleteAll = useDeleteAllContacts();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await deleteOne.mutateAsync({ contactId: deleting._id });
      notify.success(message || outreachMessages.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, outreachMessages.deleteFailed));
    }
  };

  const confirmDeleteAll = async () => {
    try {
      await deleteAll.mutateAsync();
      notify.success(outreachMessages.allDeleted);
      setDeletingAll(false);
    } catch (error) {
      notify.error(errorMessage(error, outreachMessages.deleteFailed));
    }
  };

  const count = contacts.data?.length ?? 0;
  return (
    <DashboardSection
      icon={ContactIcon}
      title="Contacts"
      description="People you ask for donations. Only you see them."
      actions={
        <>
          <AddContactDialog />
          <ImportContactsDialog />
        </>
      }
    >
      {contacts.isPending ? (
        <div role="status" aria-label="Loading contacts" className="grid gap-2">
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="h-12 rounded-xl" />
        </div>
      ) : contacts.isError ? (
        <Alert role="alert" variant="error">
          <div className="grid gap-1">
            <AlertTitle>{outreachMessages.contactsLoadError}</AlertTitle>
            <p>{errorMessage(contacts.error, 'Try again in a moment.')}</p>
          </div>
        </Alert>
      ) : count === 0 ? (
        <EmptyState
          icon={ContactIcon}
          title={outreachMessages.noContacts}
          description="Add the family and friends you will ask for donations, or import them from your phone’s address book."
        />
      ) : (
        <div className="grid gap-3">
          <ContactsTable contacts={contacts.data} onEdit={setEditing} onDelete={setDeleting} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              {count} {count === 1 ? 'contact' : 'contacts'}
            </p>
            <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDeletingAll(true)}>
              <Trash2 aria-hidden="true" />
              Delete all contacts
            </Button>
          </div>
        </div>
      )}
      <EditContactDialog contact={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete contact"
        description={outreachMessages.confirmDelete}
        confirmLabel="Delete"
        destructive
        pending={deleteOne.isPending}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={deletingAll}
        onOpenChange={setDeletingAll}
        title="Delete all contacts"
        description={outreachMessages.confirmDeleteAll}
        confirmLabel="Delete all"
        destructive
        pending={deleteAll.isPending}
        onConfirm={() => void confirmDeleteAll()}
      />
    </DashboardSection>
  );
}
