import type { FundraiserDetail } from '@fundplay/contracts';
import { Link2, Power, PowerOff } from 'lucide-react';
import { CopyField } from '@/components/copy-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateAdminPublicLink } from '../api/update-admin-public-link';
import { useUpdateParticipantPublicLink } from '../api/update-participant-public-link';
import { DashboardSection } from '@/components/dashboard-section';

const toggleFailed = 'Unexpected error while changing admin or participant public link status!';

interface PublicLinkRowProps {
  title: string;
  description: string;
  url: string;
  active: boolean;
  mayToggle: boolean;
  pending: boolean;
  onToggle: (status: boolean) => void;
}

function PublicLinkRow({ title, description, url, active, mayToggle, pending, onToggle }: PublicLinkRowProps) {
  return (
    <div role="group" aria-label={title} className="grid gap-3 rounded-xl border p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-semibold">
            {title}
            <Badge variant={active ? 'trust' : 'outline'}>{active ? 'Active' : 'Inactive'}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {mayToggle ? (
          <Button
            size="sm"
            variant={active ? 'outline' : 'trust'}
            disabled={pending}
            aria-label={`${active ? 'Deactivate' : 'Activate'} ${title.toLowerCase()}`}
            onClick={() => onToggle(!active)}
          >
            {pending ? (
              <Spinner className="size-4" />
            ) : active ? (
              <PowerOff aria-hidden="true" />
            ) : (
              <Power aria-hidden="true" />
            )}
            {active ? 'Deactivate' : 'Activate'}
          </Button>
        ) : null}
      </div>
      {active ? <CopyField label={`${title} URL`} value={url} /> : null}
    </div>
  );
}

/** The reusable `pub_` sign-up links: anyone with an active link can join; deactivating stops it at once. */
export function PublicLinks({ fundraiser }: { fundraiser: FundraiserDetail }) {
  const participantLink = useUpdateParticipantPublicLink();
  const adminLink = useUpdateAdminPublicLink();
  const origin = window.location.origin;

  const toggle = async (mutate: typeof participantLink.mutateAsync, status: boolean) => {
    try {
      const { message } = await mutate({ fundRaisingId: fundraiser._id, status });
      notify.success(message || (status ? 'Link activated' : 'Link deactivated'));
    } catch (error) {
      notify.error(errorMessage(error, toggleFailed));
    }
  };

  return (
    <DashboardSection
      icon={Link2}
      title="Public links"
      description="Share one link with many people instead of inviting each of them."
    >
      <PublicLinkRow
        title="Participant sign-up link"
        description="Participants who sign up with it join this fundraiser."
        url={`${origin}${paths.participant.signup.href(fundraiser.participantInvitationLink)}`}
        active={fundraiser.participantInvitationLinkStatus}
        mayToggle
        pending={participantLink.isPending}
        onToggle={(status) => void toggle(participantLink.mutateAsync, status)}
      />
      <PublicLinkRow
        title="Administrator sign-up link"
        description="Administrators who sign up with it wait for the primary administrator's approval."
        url={`${origin}${paths.admin.signup.href(fundraiser.adminInvitationLink)}`}
        active={fundraiser.adminInvitationLinkStatus}
        mayToggle={fundraiser.permissions.inviteAdministrators}
        pending={adminLink.isPending}
        onToggle={(status) => void toggle(adminLink.mutateAsync, status)}
      />
    </DashboardSection>
  );
}
