import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';

interface ImageFileFieldProps {
  label: string;
  /** The file types the input offers, as the `accept` attribute wants them ('image/png,image/jpeg'). */
  accept: string;
  /** The picture saved so far, shown above the input; null when there is none yet. */
  currentImage?: { url: string; alt: string } | null;
  /** Which types are accepted and whether a file is required. */
  hint: ReactNode;
  /** The chosen file's problem; marks the input invalid and is announced. */
  error?: string | null;
  /** The file chosen, or null when the choice is cleared. */
  onFileChange: (file: File | null) => void;
}

/** A picture upload: the current picture, a file input, its hint and its error, wired together by ids. */
export function ImageFileField({ label, accept, currentImage, hint, error, onFileChange }: ImageFileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {currentImage ? (
        <img
          src={currentImage.url}
          alt={currentImage.alt}
          className="max-h-24 justify-self-start rounded-lg border object-contain"
        />
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
