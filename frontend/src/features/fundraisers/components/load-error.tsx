import { AlertTitle, Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/form-errors';

/** A section that could not load: the spec's sentence, and the server's reason when it gave one. */
export function LoadError({ title, error }: { title: string; error: unknown }) {
  const detail = errorMessage(error, '');
  return (
    <Alert role="alert" variant="error">
      <div className="grid gap-1">
        <AlertTitle>{title}</AlertTitle>
        {detail && detail !== title ? <p>{detail}</p> : null}
      </div>
    </Alert>
  );
}
