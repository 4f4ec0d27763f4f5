import type { Contact, ParticipantDashboard, PersonRow } from '@fundplay/contracts';
import { HandCoins, Info, UsersRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { participantDashboardQueryOptions, useParticipantDashboard } from '../api/get-participant-dashboard';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import type { OutreachCandidate, OutreachSender, ParticipantDashboardSections } from '../lib/dashboard-sections';
import { currentReferralCode } from '../lib/referral-code';
import type { TokenPurchaseTarget } from '../lib/token-purchase';
import { DashboardSection } from '@/components/dashboard-section';
import { FundraiserPageFrame } from './fundraiser-page-frame';
import { FactList } from './fact-list';
import { InviteTeamMemberDialog } from './invite-team-member-dialog';
import { ReferralLink } from './referral-link';
import { TeamMembersTable } from './team-members-table';
import { PurchaseTokens } from './purchase-tokens';
import { SponsorsSection } from './sponsors-section';
import { TokenBalance } from './token-balance';

/** `/participant/dashboard/{fundraiserId}` (spec §2): the participant's view of one fundraiser. */
export function ParticipantFundraiserDashboard({
  fundraiserId,
  ...sections
}: { fundraiserId: string } & ParticipantDashboardSections) {
  // Total donations, Cash earned and Your tokens follow the ledger live.
  useLiveDashboard(fundraiserId, participantDashboardQueryOptions(fundraiserId).queryKey);
  return (
    <FundraiserPageFrame backTo={paths.participant.dashboard} query={useParticipantDashboard(fundraiserId)}>
      {(dashboard) => <Sections dashboard={dashboard} {...sections} />}
    </FundraiserPageFrame>
  );
}

const contactCandidate = (contact: Contact): OutreachCandidate => ({
  kind: 'contact',
  id: contact._id,
  name: contact.fullName,
  email: contact.email,
  phoneNumber: contact.phoneNumber,
});

const teamMemberCandidate = (member: PersonRow): OutreachCandidate => ({
  kind: 'teamMember',
  id: member._id,
  name: member.fullName || `${member.firstName} ${member.lastName}`,
  email: member.email || null,
  phoneNumber: member.phoneNo || null,
});

function Sections({
  dashboard,
  gamesSection: GamesSection,
  badgesSection: BadgesSection,
  contactsSection: ContactsSection,
  sendOutreach: SendOutreach,
  messagesSection: MessagesSection,
  shareKitSection: ShareKitSection,
}: { dashboard: ParticipantDashboard } & ParticipantDashboardSections) {
  const queryClient = useQueryClient();
  const { participant, fundRaiser, group, teamMembers, teamMemberGenernalInvetationLink } = dashboard;
  // Every message names the participant and the fundraiser and carries the participant's referral link.
  const sender: OutreachSender = {
    fundraiserId: fundRaiser._id,
    fundraiserName: fundRaiser.fundRaisingName,
    senderName: `${participant.firstName} ${participant.lastName}`,
    referralCode: currentReferralCode(dashboard),
    referralAction: <ReferralLink dashboard={dashboard} />,
  };
  const dashboardQueryKey = participantDashboardQueryOptions(fundRaiser._id).queryKey;
  // The share kit made the referral code on first view: the messages' link reads it from this dashboard.
  const onCodeReady = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    [queryClient, dashboardQueryKey],
  );
  const sharing = { fundraiserId: fundRaiser._id, balance: participant.tokens, dashboardQueryKey };
  // A participant in a group buys for the group's cause (spec §7: groupId, else fundRaiserId).
  const groupId = group?._id;
  const purchaseTarget = useMemo<TokenPurchaseTarget>(
    () => (groupId ? { groupId } : { fundRaiserId: fundRaiser._id }),
    [groupId, fundRaiser._id],
  );
  return (
    <>
      <h2 className="text-2xl font-extrabold break-words md:text-3xl">{fundRaiser.fundRaisingName}</h2>
      {ShareKitSection ? (
        <ShareKitSection
          fundraiserId={fundRaiser._id}
          fundraiserName={fundRaiser.fundRaisingName}
          knownCode={sender.referralCode}
          onCodeReady={onCodeReady}
        />
      ) : null}
      <ContactsSection
        selectionActions={(chosen, clear) => (
          <SendOutreach sender={sender} recipients={chosen.map(contactCandidate)} onSent={clear} />
        )}
      />
      <MessagesSection fundraiserId={fundRaiser._id} />
      <DashboardSection
        icon={UsersRound}
        title="Team members"
        description="Family and friends who support you in this fundraiser."
        actions={
          <InviteTeamMemberDialog
            fundRaisingId={fundRaiser._id}
            publicCode={teamMemberGenernalInvetationLink?.invitationCode ?? null}
          />
        }
      >
        <TeamMembersTable
          teamMembers={teamMembers}
          sharing={sharing}
          selectionActions={(chosen, clear) => (
            <SendOutreach sender={sender} recipients={chosen.map(teamMemberCandidate)} onSent={clear} />
          )}
        />
      </DashboardSection>
      <GamesSection fundraiserId={fundRaiser._id} tokens={participant.tokens} games={dashboard.games} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PurchaseTokens target={purchaseTarget} dashboardQueryKey={dashboardQueryKey} />
        <BadgesSection fundraiserId={fundRaiser._id} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardSection icon={Info} title="Information">
          <FactList
            facts={[
              { label: 'Name', value: `${participant.firstName} ${participant.lastName}` },
              { label: 'Participant ID', value: <span className="font-mono text-sm">{participant._id}</span> },
              { label: 'Fundraiser', value: fundRaiser.fundRaisingName },
              { label: 'Fundraiser goal', value: formatMoney(fundRaiser.fundRaisingGoal) },
              { label: 'Group', value: group?.groupName ?? 'NA' },
            ]}
          />
        </DashboardSection>
        <DashboardSection icon={HandCoins} title="Donation">
          <FactList
            facts={[
              { label: 'Total donations', value: formatMoney(participant.totalDonations) },
              { label: 'Cash earned', value: formatMoney(participant.cashEarned) },
              {
                label: 'Your tokens',
                value: (
                  <TokenBalance
                    tokens={participant.tokens}
                    earnedTokens={participant.earnedTokens}
                    raisedCents={participant.totalDonations}
                  />
                ),
              },
            ]}
          />
        </DashboardSection>
      </div>
      <SponsorsSection fundraiserId={fundRaiser._id} />
    </>
  );
}
