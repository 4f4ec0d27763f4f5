import { outreachMessages } from '@fundplay/contracts';
import { MessagesSquare } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { hasChangingMessages, useOutreachMessages } from '../api/get-outreach-messages';
import { OutreachMessageList } from './outreach-message-list';

/**
 * A participant's Messages in one fundraiser (issue #11): every email and text sent in their name with where it
 * stands, refreshed while any is still on its way.
 */
export function OutreachMessagesSection({ fundraiserId }: { fundraiserId: string }) {
  const messages = useOutreachMessages(fundraiserId);
  const live = hasChangingMessages(messages.data);
  return (
    <DashboardSection
      icon={MessagesSquare}
      title="Messages"
      description={
        live
          ? 'Emails and texts you sent, newest first. Updating while some are on their way.'
          : 'Emails and texts you sent, newest first.'
      }
    >
      <QueryState
        query={messages}
        loadingLabel="Loading messages"
        errorTitle={outreachMessages.messagesLoadError}
        skeletonClassName="h-16 rounded-xl"
      >
        {(sent) =>
          sent.length === 0 ? (
            <EmptyState
              icon={MessagesSquare}
              title={outreachMessages.noMessages}
              description="Select contacts or team members above and choose Send text or Send email."
            />
          ) : (
            <OutreachMessageList label="Messages sent" messages={sent} />
          )
        }
      </QueryState>
    </DashboardSection>
  );
}
