import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';

interface CopyFieldProps {
  label: string;
  value: string;
  /** spec §8: 'Copied to clipboard!' unless the place says otherwise. */
  copiedMessage?: string;
}

/** A read-only link or code with a Copy button. */
export function CopyField({ label, value, copiedMessage = 'Copied to clipboard!' }: CopyFieldProps) {
  const id = useId();

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(copiedMessage);
    } catch {
      notify.error('The link could not be copied. Select it and copy it by hand.');
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={value} onFocus={(event) => event.target.select()} className="font-mono" />
        <Button variant="trust" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          Copy
          <span className="sr-only"> {label}</span>
        </Button>
      </div>
    </div>
  );
}
