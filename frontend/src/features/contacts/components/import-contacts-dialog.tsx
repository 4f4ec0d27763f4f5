import { outreachLimits, outreachMessages, type ImportPreview } from '@fundplay/contracts';
import { FileUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useImportContacts } from '../api/import-contacts';
import { usePreviewImport } from '../api/preview-import';
import { addressBookAccept, readAddressBookFile } from '../lib/address-book-file';
import type { AddressBookRow } from '../lib/address-book-row';
import { importSelection } from '../lib/import-selection';
import { ImportPreviewTable } from './import-preview-table';

interface ReadFile {
  name: string;
  rows: AddressBookRow[];
  preview: ImportPreview;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Import Contacts (issue #11): a .csv or .vcf file is read in the browser, the server says which rows are new,
 * duplicates or invalid, and nothing is saved until "Import N contacts".
 */
export function ImportContactsDialog() {
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState<ReadFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // A new input for each file, so choosing the same file again reads it again.
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreviewImport();
  const save = useImportContacts();
  const inputId = useId();
  const busy = reading || save.isPending;

  const start = () => {
    setRead(null);
    setProblem(null);
    setInputKey((key) => key + 1);
  };

  const onFile = async (file: File | null) => {
    setRead(null);
    setProblem(null);
    if (!file) return;
    setReading(true);
    try {
      const rows = await readAddressBookFile(file);
      if (rows.length > outreachLimits.maxImportRows) throw new Error(outreachMessages.importTooMany);
      setRead({ name: file.name, rows, preview: await preview.mutateAsync({ rows }) });
    } catch (error) {
      setProblem(errorMessage(error, 'This file could not be read'));
    } finally {
      setReading(false);
    }
  };

  const selection = read ? importSelection(read.rows, read.preview) : null;

  const onImport = async () => {
    if (!selection) return;
    try {
      const result = await save.mutateAsync(selection.request);
      notify.success(outreachMessages.imported(result.imported));
      setOpen(false);
    } catch (error) {
      setProblem(errorMessage(error, 'The contacts could not be imported. Try again in a moment.'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) start();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Upload aria-hidden="true" />
          Import contacts
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import contacts</DialogTitle>
          <DialogDescription>
            Choose a .csv file or a .vcf file exported from your phone’s address book. You will see what it holds before
            anything is saved.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Import contacts"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onImport();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Address book file (.csv or .vcf)</Label>
            <input
              key={inputKey}
              id={inputId}
              type="file"
              accept={addressBookAccept}
              disabled={busy}
              onChange={(event) => void onFile(event.target.files?.[0] ?? null)}
              className="text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold"
            />
          </div>
          {reading ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              Reading the file…
            </p>
          ) : null}
          {problem ? (
            <Alert role="alert" variant="error">
              {problem}
            </Alert>
          ) : null}
          {read && selection ? (
            <>
              <p role="status" className="text-sm">
                <span className="font-semibold">{read.name}</span>: {plural(read.preview.counts.new, 'new contact')},{' '}
                {plural(read.preview.counts.duplicate, 'duplicate')}, {read.preview.counts.invalid} invalid.
              </p>
              {read.preview.importCap !== null ? (
                <Alert variant="warning">{outreachMessages.minorImportCap}</Alert>
              ) : null}
              <ImportPreviewTable rows={read.preview.rows} />
              {selection.count === 0 ? (
                <p className="text-sm text-muted-foreground">{outreachMessages.importNothing}</p>
              ) : null}
            </>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {selection && selection.count > 0 ? (
              <Button type="submit" variant="trust" disabled={busy}>
                {save.isPending ? <Spinner className="size-4" /> : <FileUp aria-hidden="true" />}
                Import {plural(selection.count, 'contact')}
              </Button>
            ) : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
