import { PageHero } from '@/components/page-hero';
import { Mailbox } from '@/features/dev-mailbox/components/mailbox';
import { NotFoundRoute } from './not-found';

/** Development only: the backend answers `/api/dev/messages` outside production, and 404 in production. */
export function DevMailboxRoute() {
  return (
    <Mailbox
      unavailable={<NotFoundRoute />}
      header={
        <>
          <title>Dev mailbox · FundPlay</title>
          <PageHero
            eyebrow="Development"
            title="Dev mailbox"
            description="Emails and text messages the app would have sent. Nothing here leaves this machine."
          />
        </>
      }
    />
  );
}
