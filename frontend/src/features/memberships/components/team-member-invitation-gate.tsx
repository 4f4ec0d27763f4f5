import { identityMessages, type TeamMemberInvitationData } from '@fundplay/contracts';
import { HeartHandshake } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useTeamMemberInvitationData } from '../api/get-team-member-invitation-data';

type InvitationProblem = { kind: 'expired' | 'invalid'; message: string } | null;

function problemOf(error: unknown, invitation: TeamMemberInvitationData | undefined): InvitationProblem {
  if (invitation?.expire) return { kind: 'expired', message: identityMessages.invitationExpired };
  if (!error) return null;
  if (error instanceof ApiError && error.status === 410) return { kind: 'expired', message: error.message };
  return { kind: 'invalid', message: errorMessage(error, identityMessages.invitationInvalid) };
}

interface TeamMemberInvitationGateProps {
  invitationCode: string;
  /** What to show once the invitation is good (the sign-up form). */
  children: (invitation: TeamMemberInvitationData) => ReactNode;
}

/**
 * The invitation behind `/teammember/signup/{code}` (spec §2): who invited the visitor to which fundraiser, then
 * the sign-up. An expired code warns ('Invitation code expired!'), an unknown one fails (spec §8).
 */
export function TeamMemberInvitationGate({ invitationCode, children }: TeamMemberInvitationGateProps) {
  const query = useTeamMemberInvitationData(invitationCode);
  const problem = problemOf(query.error, query.data);

  // Said once per problem, not on every render.
  const problemKind = problem?.kind;
  const problemMessage = problem?.message;
  useEffect(() => {
    if (!problemKind || !problemMessage) return;
    if (problemKind === 'expired') notify.warning(problemMessage);
    else notify.error(problemMessage);
  }, [problemKind, problemMessage]);

  if (query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Checking your invitation…
      </p>
    );
  }
  if (problem) {
    return (
      <Alert role="alert" variant={problem.kind === 'expired' ? 'warning' : 'error'}>
        <div className="grid gap-1">
          <AlertTitle>{problem.message}</AlertTitle>
          <p className="text-foreground">Ask the participant who invited you to send you a new link.</p>
        </div>
      </Alert>
    );
  }
  if (!query.data) return null;
  const { participant, fundRaisingId } = query.data;
  return (
    <div className="grid gap-6">
      <Alert variant="info">
        <HeartHandshake aria-hidden="true" />
        <span>
          <strong>
            {participant.firstName} {participant.lastName}
          </strong>{' '}
          invited you to support them in <strong>{fundRaisingId.fundRaisingName}</strong>.
        </span>
      </Alert>
      {children(query.data)}
    </div>
  );
}
