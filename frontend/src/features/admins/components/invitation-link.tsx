import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';

/** A shareable invitation link with a Copy button. */
export function InvitationLinkField({ link }: { link: string }) {
  const id = useId();

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('Invitation copied to clipboard!');
    } catch {
      notify.error('The link could not be copied. Select it and copy it by hand.');
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Invitation link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={link} onFocus={(event) => event.target.select()} className="font-mono" />
        <Button variant="trust" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}
