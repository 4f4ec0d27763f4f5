import { Alert, AlertTitle } from '@/components/ui/alert';
import { errorMessage } from '@/lib/form-errors';

const title = 'Dashboard could not be loaded';

/** spec §8 'Dashboard could not be loaded', with the server's reason when it gave one. */
export function DashboardLoadError({ error }: { error: unknown }) {
  const reason = errorMessage(error, title);
  return (
    <Alert role="alert" variant="error">
      <div className="grid gap-1">
        <AlertTitle>{title}</AlertTitle>
        {reason === title ? null : <p>{reason}</p>}
      </div>
    </Alert>
  );
}
