import { identityMessages } from '@fundplay/contracts';
import { Hourglass } from 'lucide-react';
import { Alert, AlertTitle } from '@/components/ui/alert';

/** What a secondary admin sees until the primary admin approves them (spec §2). */
export function ApprovalPendingNotice() {
  return (
    <Alert role="status" variant="warning" className="p-6">
      <Hourglass aria-hidden="true" />
      <div className="grid gap-1">
        <AlertTitle className="text-base">{identityMessages.pendingApproval}…</AlertTitle>
        <p>
          Verification is in progress. The administrator who invited you has been asked to approve your account. Once
          they do, reload this page to start managing fundraisers.
        </p>
      </div>
    </Alert>
  );
}
