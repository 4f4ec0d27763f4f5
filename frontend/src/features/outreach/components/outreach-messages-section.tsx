import { outreachMessages } from '@fundplay/contracts';
import { MessagesSquare } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
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
      {messages.isPending ? (
        <div role="status" aria-label="Loading messages" className="grid gap-2">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : messages.isError ? (
        <Alert role="alert" variant="error">
          <div className="grid gap-1">
            <AlertTitle>{outreachMessages.messagesLoadError}</AlertTitle>
            <p>{errorMessage(messages.error, 'Try again in a moment.')}</p>
          </div>
        </Alert>
      ) : messages.data.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title={outreachMessages.noMessages}
          description="Select contacts or team members above and choose Send Text or Send Email."
        />
      ) : (
        <OutreachMessageList label="Messages sent" messages={messages.data} />
      )}
    </DashboardSection>
  );
}
