import {
  fundraiserMessages,
  identityMessages,
  type TeamMemberFundraisers,
  type TeamMemberInvitationRow,
} from '@fundplay/contracts';
import { Check, FolderOpen, Inbox, X } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useTeamMemberFundraisers } from '../api/get-team-member-fundraisers';
import { useTeamMemberInvitationData } from '../api/get-team-member-invitation-data';
import { useRespondToInvitation } from '../api/respond-to-invitation';
import { DashboardSection } from '@/components/dashboard-section';
import { FundraiserCard, FundraiserCardList } from './fundraiser-card';

interface TeamMemberHomeProps {
  /** The invitation the team member arrived with (`?invitationCode=`), if any. */
  invitationCode?: string;
  /** Called once that invitation is answered, e.g. to drop it from the address. */
  onLinkedInvitationAnswered?: () => void;
}

/** `/teammember/dashboard` (spec §2): invitations to accept or reject, and the team member's fundraisers. */
export function TeamMemberHome({ invitationCode, onLinkedInvitationAnswered }: TeamMemberHomeProps) {
  const overview = useTeamMemberFundraisers();

  if (overview.isPending) {
    return (
      <div role="status" aria-label="Loading your fundraisers" className="grid gap-4">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-44 rounded-2xl" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <Alert role="alert" variant="error">
        {errorMessage(overview.error, 'Fundraisers could not be loaded')}
      </Alert>
    );
  }
  return (
    <>
      <Invitations
        overview={overview.data}
        invitationCode={invitationCode}
        onLinkedInvitationAnswered={onLinkedInvitationAnswered}
      />
      <DashboardSection icon={FolderOpen} title="Your fundraisers">
        {overview.data.fundRaisers.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title={fundraiserMessages.notPartOfAny}
            description="Accept an invitation from a participant and their fundraiser appears here."
          />
        ) : (
          <FundraiserCardList label="Your fundraisers">
            {overview.data.fundRaisers.map((fundraiser) => (
              <FundraiserCard
                key={`${fundraiser._id}-${fundraiser.participant.firstName}-${fundraiser.participant.lastName}`}
                fundraiser={fundraiser}
                to={paths.teamMember.fundraiser.href(fundraiser._id)}
                note={`Supporting ${fundraiser.participant.firstName} ${fundraiser.participant.lastName}`}
              />
            ))}
          </FundraiserCardList>
        )}
      </DashboardSection>
    </>
  );
}

function Invitations({
  overview,
  invitationCode,
  onLinkedInvitationAnswered,
}: {
  overview: TeamMemberFundraisers;
  invitationCode?: string;
  onLinkedInvitationAnswered?: () => void;
}) {
  const listed = overview.invitations.some((invitation) => invitation.invitationCode === invitationCode);
  const linked = useTeamMemberInvitationData(listed ? undefined : invitationCode);

  const extra: TeamMemberInvitationRow | null =
    linked.data && invitationCode && !linked.data.expire
      ? {
          invitationCode,
          fundRaisingId: linked.data.fundRaisingId,
          participant: linked.data.participant,
          createdAt: '',
        }
      : null;
  // A public link of a participant whose team this person is already on has nothing left to answer.
  const alreadyOnTeam =
    extra !== null &&
    overview.fundRaisers.some(
      (fundraiser) =>
        fundraiser._id === extra.fundRaisingId._id &&
        fundraiser.participant.firstName === extra.participant.firstName &&
        fundraiser.participant.lastName === extra.participant.lastName,
    );
  const invitations = extra && !alreadyOnTeam ? [extra, ...overview.invitations] : overview.invitations;
  const linkedProblem = linked.data?.expire
    ? identityMessages.invitationExpired
    : linked.error
      ? errorMessage(linked.error, identityMessages.invitationInvalid)
      : null;

  if (invitations.length === 0 && !linkedProblem && !linked.isLoading) return null;
  return (
    <DashboardSection icon={Inbox} title="Invitations" description="Participants who asked you to support them.">
      {linkedProblem ? (
        <Alert role="alert" variant="warning">
          {linkedProblem}
        </Alert>
      ) : null}
      {linked.isLoading ? <Skeleton className="h-20 rounded-xl" /> : null}
      {invitations.length > 0 ? (
        <ul aria-label="Invitations" className="divide-y rounded-xl border">
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.invitationCode}
              invitation={invitation}
              onAnswered={invitation.invitationCode === invitationCode ? onLinkedInvitationAnswered : undefined}
            />
          ))}
        </ul>
      ) : null}
    </DashboardSection>
  );
}

function InvitationRow({ invitation, onAnswered }: { invitation: TeamMemberInvitationRow; onAnswered?: () => void }) {
  const respond = useRespondToInvitation();
  const { invitationCode, fundRaisingId, participant } = invitation;
  const from = `${participant.firstName} ${participant.lastName}`;

  const answer = async (response: boolean) => {
    try {
      const { message } = await respond.mutateAsync({ invitationCode, response });
      notify.success(
        message || (response ? fundraiserMessages.invitationAccepted : fundraiserMessages.invitationRejected),
      );
      onAnswered?.();
    } catch (error) {
      notify.error(errorMessage(error, 'Error responding to invitation!'));
    }
  };

  const pendingAnswer = respond.isPending ? respond.variables.response : null;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0">
        <span className="font-semibold">{from}</span> invited you to{' '}
        <span className="font-semibold break-words">{fundRaisingId.fundRaisingName}</span>
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => void answer(true)}
          disabled={respond.isPending}
          aria-label={`Accept the invitation to ${fundRaisingId.fundRaisingName} from ${from}`}
        >
          {pendingAnswer === true ? <Spinner /> : <Check aria-hidden="true" />}
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void answer(false)}
          disabled={respond.isPending}
          aria-label={`Reject the invitation to ${fundRaisingId.fundRaisingName} from ${from}`}
        >
          {pendingAnswer === false ? <Spinner /> : <X aria-hidden="true" />}
          Reject
        </Button>
      </div>
    </li>
  );
}
