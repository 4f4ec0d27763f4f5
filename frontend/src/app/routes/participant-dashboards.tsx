import { FolderOpen, Search } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PageSection } from '@/components/page-section';
import { SignedInHero } from '@/features/auth/components/signed-in-hero';
import { BadgesSection } from '@/features/badges/components/badges-section';
import { ContactsSection, type ContactsSectionProps } from '@/features/contacts/components/contacts-section';
import { LastCompeteRunCard } from '@/features/games/components/last-compete-run-card';
import { MemberGamesSection } from '@/features/games/components/member-games-section';
import { DashboardSection } from '@/components/dashboard-section';
import { JoinFundraiser } from '@/features/memberships/components/join-fundraiser';
import { ParticipantFundraiserDashboard } from '@/features/memberships/components/participant-fundraiser-dashboard';
import { ParticipantFundraisers } from '@/features/memberships/components/participant-fundraisers';
import { useForgetOutreachMessages } from '@/features/outreach/api/get-outreach-messages';
import { OutreachMessagesSection } from '@/features/outreach/components/outreach-messages-section';
import { SendOutreachButtons } from '@/features/outreach/components/send-outreach-buttons';
import { ShareKit } from '@/features/share-kit/components/share-kit';

/** `/participant/dashboard`, inside the participant layout route (which guards it). */
export function ParticipantDashboardRoute() {
  return (
    <>
      <title>Participant dashboard · FundPlay</title>
      <SignedInHero eyebrow="Participant" />
      <PageSection className="grid gap-6">
        <DashboardSection icon={FolderOpen} title="Your fundraisers">
          <ParticipantFundraisers />
        </DashboardSection>
        <DashboardSection
          icon={Search}
          title="Request to join"
          description="Find your school’s, team’s or organization’s fundraiser and ask its administrators to admit you."
        >
          <JoinFundraiser />
        </DashboardSection>
      </PageSection>
    </>
  );
}

/** `/participant/dashboard/{fundraiserId}` */
export function ParticipantFundraiserRoute() {
  const { fundraiserId = '' } = useParams();
  return (
    <>
      <title>Fundraiser dashboard · FundPlay</title>
      <SignedInHero eyebrow="Participant" />
      <PageSection className="grid gap-6 py-8 md:py-10">
        <LastCompeteRunCard fundraiserId={fundraiserId} />
        <ParticipantFundraiserDashboard
          key={fundraiserId}
          fundraiserId={fundraiserId}
          gamesSection={MemberGamesSection}
          badgesSection={BadgesSection}
          contactsSection={ParticipantContactsSection}
          sendOutreach={SendOutreachButtons}
          messagesSection={OutreachMessagesSection}
          shareKitSection={ShareKit}
        />
      </PageSection>
    </>
  );
}

/** The participant's contacts; deleting them all erases the message history too, so the Messages list forgets it. */
function ParticipantContactsSection(props: ContactsSectionProps) {
  const forgetMessages = useForgetOutreachMessages();
  return <ContactsSection {...props} onAllDeleted={forgetMessages} />;
}
