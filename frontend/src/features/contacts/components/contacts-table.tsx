import type { Contact } from '@fundplay/contracts';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Checkbox } from '@/components/ui/checkbox';
import { DeleteRowButton, EditRowButton } from '@/components/row-action-buttons';
import { formatPhone } from '@/lib/format-phone';

/** Which contacts are checked, and how to change that; without it the table has no checkboxes. */
export interface ContactSelection {
  selected: ReadonlySet<string>;
  onToggle: (contactId: string, checked: boolean) => void;
}

const contactColumns: DataTableColumn<Contact>[] = [
  { header: 'Name', cell: (contact) => contact.fullName, className: 'font-semibold' },
  { header: 'Email', cell: (contact) => contact.email ?? '—', className: 'break-all' },
  {
    header: 'Phone',
    cell: (contact) => (contact.phoneNumber ? formatPhone(contact.phoneNumber) : '—'),
    className: 'whitespace-nowrap',
  },
];

/** A participant's contacts (Name, Email, Phone); rows stack into cards on phones. */
export function ContactsTable({
  contacts,
  selection,
  onEdit,
  onDelete,
}: {
  contacts: readonly Contact[];
  selection?: ContactSelection;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  const columns: DataTableColumn<Contact>[] = selection
    ? [
        {
          header: 'Select',
          cell: (contact) => (
            <Checkbox
              aria-label={`Select ${contact.fullName}`}
              checked={selection.selected.has(contact._id)}
              onChange={(event) => selection.onToggle(contact._id, event.target.checked)}
            />
          ),
        },
        ...contactColumns,
      ]
    : contactColumns;
  return (
    <DataTable
      caption="Contacts"
      rows={contacts}
      rowKey={(contact) => contact._id}
      columns={columns}
      className="md:max-h-[420px] md:overflow-y-auto"
      actions={(contact) => (
        <>
          <EditRowButton subject={contact.fullName} onClick={() => onEdit(contact)} />
          <DeleteRowButton subject={contact.fullName} className="text-destructive" onClick={() => onDelete(contact)} />
        </>
      )}
    />
  );
}
