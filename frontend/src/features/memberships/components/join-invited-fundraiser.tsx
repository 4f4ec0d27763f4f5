import { fundraiserMessages } from '@fundplay/contracts';
import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useRequestToJoinFundraiser } from '../api/request-to-join-fundraiser';

interface JoinInvitedFundraiserProps {
  invitationCode: string;
  fundraiser: { _id: string; fundRaisingName: string };
}

/**
 * A signed-in participant opening a participant invitation link: one button accepts it and joins at once, then
 * opens the fundraiser's dashboard.
 */
export function JoinInvitedFundraiser({ invitationCode, fundraiser }: JoinInvitedFundraiserProps) {
  const join = useRequestToJoinFundraiser();
  const navigate = useNavigate();
  const dashboard = paths.participant.fundraiser.href(fundraiser._id);

  const onJoin = async () => {
    try {
      const { message } = await join.mutateAsync({ fundRaisingId: fundraiser._id, invitationCode });
      notify.success(message || fundraiserMessages.invitationAccepted);
      await navigate(dashboard);
    } catch (error) {
      // Already in: nothing to accept, the dashboard is where they wanted to go.
      if (error instanceof ApiError && error.message === fundraiserMessages.alreadyMember) {
        notify.info(error.message);
        await navigate(dashboard);
        return;
      }
      notify.error(errorMessage(error, 'Error requesting to join fundraiser!'));
    }
  };

  return (
    <div className="grid min-w-0 gap-5">
      <p>
        You have been invited to join <strong className="break-words">{fundraiser.fundRaisingName}</strong>. Accept the
        invitation to raise donations and play with your fundraiser.
      </p>
      <Button
        size="lg"
        // A long fundraiser name wraps inside the button instead of pushing it past the card on a phone.
        className="h-auto min-h-12 w-full py-2.5 whitespace-normal sm:w-auto sm:justify-self-start"
        onClick={() => void onJoin()}
        disabled={join.isPending}
      >
        {join.isPending ? <Spinner /> : <LogIn aria-hidden="true" />}
        Join {fundraiser.fundRaisingName}
      </Button>
    </div>
  );
}
