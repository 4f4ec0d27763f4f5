import type { Contact } from '@fundplay/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';

/** A participant's contacts (Name, Email, Phone); rows stack into cards on phones. */
export function ContactsTable({
  contacts,
  onEdit,
  onDelete,
}: {
  contacts: readonly Contact[];
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  return (
    <ResponsiveTable
      caption="Contacts"
      columns={['Name', 'Email', 'Phone', 'Actions']}
      className="md:max-h-[420px] md:overflow-y-auto"
    >
      {contacts.map((contact) => (
        <TableRow key={contact._id}>
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
