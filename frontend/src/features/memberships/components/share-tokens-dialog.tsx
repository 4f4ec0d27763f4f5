import { competeMessages, type PersonRow, type ShareTokensRequest } from '@fundplay/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { issuesResolver } from '@/lib/forms/issues-resolver';
import { notify } from '@/lib/toast';
import { useSendTokensToTeamMember } from '../api/send-tokens-to-team-member';
import { validateShareTokens, type ShareTokensValues } from '../lib/share-tokens';

interface ShareTokensDialogProps {
  fundraiserId: string;
  /** The one team member receiving the tokens, or null when closed. */
  teamMember: PersonRow | null;
  /** The participant's tokens in this fundraiser. */
  balance: number;
  dashboardQueryKey: QueryKey;
  onClose: () => void;
  onShared: () => void;
}

/** The Share Tokens modal (spec §2, §5): how many of your tokens go to the selected team member. */
export function ShareTokensDialog({ teamMember, onClose, ...props }: ShareTokensDialogProps) {
  return (
    <Dialog open={teamMember !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share tokens</DialogTitle>
          <DialogDescription>
            {teamMember
              ? `Give some of your tokens to ${teamMember.fullName || `${teamMember.firstName} ${teamMember.lastName}`} so they can compete too.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {teamMember ? <ShareTokensForm key={teamMember._id} teamMember={teamMember} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareTokensForm({
  fundraiserId,
  teamMember,
  balance,
  dashboardQueryKey,
  onShared,
}: Omit<ShareTokensDialogProps, 'teamMember' | 'onClose'> & { teamMember: PersonRow }) {
  const share = useSendTokensToTeamMember(dashboardQueryKey);
  const resolver = useMemo(
    () =>
      issuesResolver((values: ShareTokensValues) =>
        validateShareTokens(values, { fundRaiserId: fundraiserId, teamMemberId: teamMember._id, balance }),
      ),
    [fundraiserId, teamMember._id, balance],
  );
  const form = useForm<ShareTokensValues, unknown, ShareTokensRequest>({
    resolver,
    defaultValues: { tokensToSend: balance > 0 ? '1' : '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      await share.mutateAsync(request);
      notify.success(competeMessages.tokensShared);
      onShared();
    } catch (error) {
      // A refusal the participant can act on says why (e.g. 'Not enough tokens to share!'); anything else is the spec's.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
      const [fieldMessage] = error instanceof ApiError ? (error.fieldErrors.tokensToSend ?? []) : [];
      if (fieldMessage) form.setError('tokensToSend', { type: 'server', message: fieldMessage });
      notify.error(refused ? error.message : competeMessages.tokensShareError);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Share tokens" className="grid gap-5">
      <FormField
        label="Tokens to share"
        error={errors.tokensToSend?.message}
        hint={`You have ${balance} ${balance === 1 ? 'token' : 'tokens'}.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(balance, 1)}
          step={1}
          className="max-w-40"
          disabled={isSubmitting}
          {...form.register('tokensToSend')}
        />
      </FormField>
      <DialogFormFooter submitLabel="Share tokens" submitIcon={Send} isSubmitting={isSubmitting} />
    </form>
  );
}
