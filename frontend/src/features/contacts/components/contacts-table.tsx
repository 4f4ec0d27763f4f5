import type { Contact } from '@fundplay/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';

/** Which contacts are checked, and how to change that; without it the table has no checkboxes. */
export interface ContactSelection {
  selected: ReadonlySet<string>;
  onToggle: (contactId: string, checked: boolean) => void;
}

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
  const columns = selection ? ['Select', 'Name', 'Email', 'Phone', 'Actions'] : ['Name', 'Email', 'Phone', 'Actions'];
  return (
    <ResponsiveTable caption="Contacts" columns={columns} className="md:max-h-[420px] md:overflow-y-auto">
      {contacts.map((contact) => (
        <TableRow key={contact._id}>
          {selection ? (
            <TableCell label="Select">
              <Checkbox
                aria-label={`Select ${contact.fullName}`}
                checked={selection.selected.has(contact._id)}
                onChange={(event) => selection.onToggle(contact._id, event.target.checked)}
              />
            </TableCell>
          ) : null}
          <TableCell label="Name" className="font-semibold">
            {contact.fullName}
          </TableCell>
          <TableCell label="Email" className="break-all">
            {contact.email ?? '—'}
          </TableCell>
          <TableCell label="Phone" className="whitespace-nowrap">
            {contact.phoneNumber ?? '—'}
          </TableCell>
          <TableCell label="Actions">
            <span className="mt-2 inline-flex gap-2 md:mt-0">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Edit ${contact.fullName}`}
                onClick={() => onEdit(contact)}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                aria-label={`Delete ${contact.fullName}`}
                onClick={() => onDelete(contact)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </span>
          </TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
