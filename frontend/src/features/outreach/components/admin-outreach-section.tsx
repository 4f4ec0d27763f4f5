import { outreachMessages, privilegeLabels } from '@fundplay/contracts';
import { Megaphone } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { QueryState } from '@/components/query-state';
import { useOutreachReport } from '../api/get-outreach-report';
import { AdminMessageDialog } from './admin-message-dialog';
import { OutreachMessageList } from './outreach-message-list';
import { OutreachReportTable } from './outreach-report-table';

export interface AdminOutreachSectionProps {
  fundraiserId: string;
  /** The administrator holds `sendEmailAndTexts` (or is the primary admin): may message members. */
  mayMessage: boolean;
}

/**
 * Outreach on the admin fundraiser page (issue #11): what participants sent and the gifts it brought (counts only),
 * and, for administrators who may, messages to the fundraiser's participants and team members.
 */
export function AdminOutreachSection({ fundraiserId, mayMessage }: AdminOutreachSectionProps) {
  const report = useOutreachReport(fundraiserId);
  return (
    <DashboardSection
      icon={Megaphone}
      title="Outreach"
      description="Messages participants sent and the donations they brought. Whom they wrote to stays private."
      actions={mayMessage ? <AdminMessageDialog fundraiserId={fundraiserId} /> : null}
    >
      {mayMessage ? null : (
        <p className="text-sm text-muted-foreground">
          Messaging participants and team members needs the “{privilegeLabels.sendEmailAndTexts}” privilege.
        </p>
      )}
      <QueryState
        query={report}
        loadingLabel="Loading the outreach report"
        errorTitle={outreachMessages.reportLoadError}
      >
        {(data) => (
          <>
            {data.participants.length === 0 ? (
              <p className="rounded-xl border border-dashed bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">
                No participant has sent a message yet.
              </p>
            ) : (
              <OutreachReportTable report={data} />
            )}
            <section aria-label="Messages from administrators" className="grid gap-2">
              <h3 className="text-base font-bold">Messages from administrators</h3>
              {data.adminMessages.length === 0 ? (
                <p className="text-sm text-muted-foreground">{outreachMessages.noMessages}</p>
              ) : (
                <OutreachMessageList label="Messages from administrators" messages={data.adminMessages} />
              )}
            </section>
          </>
        )}
      </QueryState>
    </DashboardSection>
  );
}
