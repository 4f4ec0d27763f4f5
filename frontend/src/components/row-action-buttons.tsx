import { Pencil, Trash2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

type RowActionProps = Omit<ButtonProps, 'children' | 'size' | 'variant' | 'aria-label'> & {
  /** What the row is, as a person reads it: the button says "Edit Maple Run" to a screen reader. */
  subject: string;
};

/** A list row's Edit button: the visible word is short, its accessible name says which row. */
export function EditRowButton({ subject, ...props }: RowActionProps) {
  return (
    <Button size="sm" variant="outline" aria-label={`Edit ${subject}`} {...props}>
      <Pencil aria-hidden="true" />
      Edit
    </Button>
  );
}

/** A list row's Delete button; the caller asks for confirmation before anything is deleted. */
export function DeleteRowButton({ subject, ...props }: RowActionProps) {
  return (
    <Button size="sm" variant="outline" aria-label={`Delete ${subject}`} {...props}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
