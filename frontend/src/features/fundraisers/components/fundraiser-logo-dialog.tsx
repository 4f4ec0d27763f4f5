import { fundraiserMessages } from '@fundplay/contracts';
import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUploadFundraiserLogo } from '../api/upload-fundraiser-logo';

/** The image types the server accepts (it checks the content, not the name). */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

interface FundraiserLogoDialogProps {
  fundraiserId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Upload or replace the fundraiser's logo: PNG, JPEG or WebP, with a preview before sending. */
export function FundraiserLogoDialog({ fundraiserId, open, onOpenChange }: FundraiserLogoDialogProps) {
  const inputId = useId();
  const upload = useUploadFundraiserLogo();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    reset();
    if (!chosen) return;
    if (!(logoTypes as readonly string[]).includes(chosen.type)) {
      setProblem('Choose a PNG, JPEG or WebP image.');
      return;
    }
    setFile(chosen);
    try {
      setPreview(await readAsDataUrl(chosen));
    } catch {
      setPreview(null);
    }
  };

  const onUpload = async () => {
    if (!file) return;
    try {
      const { message } = await upload.mutateAsync({ fundRaisingId: fundraiserId, image: file });
      notify.success(message || fundraiserMessages.logoUpdated);
      reset();
      onOpenChange(false);
    } catch (error) {
      notify.error(errorMessage(error, 'Error uploading fundraiser logo!'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Fundraiser logo</DialogTitle>
          <DialogDescription>
            A PNG, JPEG or WebP image. Location and camera details are removed on upload.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Logo image</Label>
          <input
            id={inputId}
            type="file"
            accept={logoTypes.join(',')}
            onChange={(event) => void onChoose(event)}
            aria-invalid={problem ? true : undefined}
            className="text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold"
          />
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        {preview ? (
          <img
            src={preview}
            alt="Preview of the new logo"
            className="mx-auto max-h-48 rounded-xl border object-contain"
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={upload.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="trust" onClick={() => void onUpload()} disabled={!file || upload.isPending}>
            {upload.isPending ? <Spinner className="size-4" /> : <ImageUp aria-hidden="true" />}
            Upload logo
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
