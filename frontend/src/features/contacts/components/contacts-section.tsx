import { outreachMessages, type Contact } from '@fundplay/contracts';
import { Contact as ContactIcon, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useDeleteAllContacts } from '../api/delete-all-contacts';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { AddContactDialog } from './add-contact-dialog';
import { ContactsTable } from './contacts-table';
import { EditContactDialog } from './edit-contact-dialog';
import { ImportContactsDialog } from './import-contacts-dialog';

export interface ContactsSectionProps {
  /**
   * What the participant can do with the checked contacts (Send text, Send email), composed by the page from the
   * outreach feature; without it the table has no checkboxes.
   */
  selectionActions?: (selected: readonly Contact[], clearSelection: () => void) => ReactNode;
  /** After every contact and the message history were deleted: the page refreshes what showed the history. */
  onAllDeleted?: () => void;
}

/**
 * A participant's Contacts (spec §2, issue #11): the people they may ask for donations, only ever visible to them.
 * Add, edit, delete, delete all, and import from a CSV or vCard file with a preview; check some to message them.
 */
export function ContactsSection({ selectionActions, onAllDeleted }: ContactsSectionProps = {}) {
  const contacts = useContacts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
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
      setSelected(new Set());
      onAllDeleted?.();
    } catch (error) {
      notify.error(errorMessage(error, outreachMessages.deleteFailed));
    }
  };

  const count = contacts.data?.length ?? 0;
  // Only contacts still in the list count as chosen (one may have been deleted meanwhile).
  const chosen = useMemo(
    () => (contacts.data ?? []).filter((contact) => selected.has(contact._id)),
    [contacts.data, selected],
  );
  const toggle = (contactId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(contactId);
      else next.delete(contactId);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected(checked ? new Set((contacts.data ?? []).map((contact) => contact._id)) : new Set());
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
      <QueryState
        query={contacts}
        loadingLabel="Loading contacts"
        errorTitle={outreachMessages.contactsLoadError}
        skeletons={3}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={ContactIcon}
              title={outreachMessages.noContacts}
              description="Add the family and friends you will ask for donations, or import them from your phone’s address book."
            />
          ) : (
            <div className="grid gap-3">
              {selectionActions ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
                    <Checkbox
                      checked={chosen.length === count}
                      ref={(input) => {
                        if (input) input.indeterminate = chosen.length > 0 && chosen.length < count;
                      }}
                      onChange={(event) => toggleAll(event.target.checked)}
                    />
                    Select all
                    <span className="text-muted-foreground">({chosen.length} selected)</span>
                  </label>
                  <div className="flex flex-wrap gap-2">{selectionActions(chosen, () => setSelected(new Set()))}</div>
                </div>
              ) : null}
              <ContactsTable
                contacts={list}
                selection={selectionActions ? { selected, onToggle: toggle } : undefined}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
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
          )
        }
      </QueryState>
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
