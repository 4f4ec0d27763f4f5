import type { FundraiserDetail, GroupDetail, ParticipantRow } from '@fundplay/contracts';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DashboardSection } from '@/components/dashboard-section';
import { InviteParticipantDialog } from './invite-participant-dialog';
import { ParticipantRequests } from './participant-requests';
import { UnassignedParticipants } from './unassigned-participants';

interface FundraiserParticipantsProps {
  fundraiser: FundraiserDetail;
  participants: readonly ParticipantRow[];
  groups: readonly GroupDetail[];
}

/** Pending join requests, inviting participants, and members still without a group. */
export function FundraiserParticipants({ fundraiser, participants, groups }: FundraiserParticipantsProps) {
  const [inviting, setInviting] = useState(false);
  return (
    <DashboardSection
      icon={Users}
      title="Participants"
      actions={
        <Button size="sm" variant="outline" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Invite participant
        </Button>
      }
    >
      <div className="grid gap-3">
        <h3 className="font-semibold">Pending requests</h3>
        <ParticipantRequests fundraiserId={fundraiser._id} mayApprove={fundraiser.permissions.approveParticipants} />
      </div>
      <div className="grid gap-3">
        <h3 className="font-semibold">Participants without a group</h3>
        <UnassignedParticipants participants={participants} groups={groups} ended={fundraiser.status === 'ended'} />
      </div>
      <InviteParticipantDialog
        fundraiserId={fundraiser._id}
        groups={groups}
        open={inviting}
        onOpenChange={setInviting}
      />
    </DashboardSection>
  );
}
