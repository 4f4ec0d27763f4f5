import type { SessionUser } from '@fundplay/contracts';
import {
  ArrowRight,
  FolderOpen,
  Inbox,
  Landmark,
  Link2,
  Rocket,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useApprovedAdmins } from '@/features/admins/api/get-approved-admins';
import { useAdminStatus } from '@/features/admins/api/get-admin-status';
import { useSecondaryAdminApprovals } from '@/features/admins/api/get-secondary-admin-approvals';
import { ApprovalPendingNotice } from '@/features/admins/components/approval-pending-notice';
import { ApprovedAdmins } from '@/features/admins/components/approved-admins';
import { InviteAdminForm } from '@/features/admins/components/invite-admin-form';
import { PendingApprovals } from '@/features/admins/components/pending-approvals';
import { DashboardRedirect } from '@/features/auth/components/dashboard-redirect';
import { useSession } from '@/features/auth/hooks/use-session';
import { useAdminFundraisers } from '@/features/fundraisers/api/get-admin-fundraisers';
import { AdminFundraisers } from '@/features/fundraisers/components/admin-fundraisers';
import { canStartFundraiser } from '@/features/fundraisers/lib/fundraiser-viewer';
import { PayoutAccountsSummary } from '@/features/payouts/components/payout-accounts-summary';
import { errorMessage } from '@/lib/form-errors';

export function DashboardRoute() {
  return (
    <>
      <title>Dashboard · FundPlay</title>
      <DashboardRedirect />
    </>
  );
}

function DashboardHeader({ user, eyebrow, children }: { user: SessionUser; eyebrow: string; children?: ReactNode }) {
  return (
    <PageHero eyebrow={eyebrow} title={`Welcome, ${user.firstName}!`} className="[&>div]:py-10 md:[&>div]:py-12">
      {children}
    </PageHero>
  );
}

function DashboardCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
      <header className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}

/** Session user inside a guarded page (the guard has already checked it). */
function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('A dashboard rendered without a signed-in user.');
  return user;
}

/** Inside the admin layout route, which guards it. */
export function AdminDashboardRoute() {
  return (
    <>
      <title>Administrator dashboard · FundPlay</title>
      <AdminDashboard />
    </>
  );
}

function AdminDashboard() {
  const user = useSignedInUser();
  return user.role === 'admin' ? <PrimaryAdminDashboard user={user} /> : <SecondaryAdminDashboard user={user} />;
}

function PrimaryAdminDashboard({ user }: { user: SessionUser }) {
  const firstFundraiser = useNeedsFirstFundraiser(user);
  return (
    <>
      <DashboardHeader user={user} eyebrow="Primary administrator" />
      <PageSection className="grid gap-6">
        {firstFundraiser ? <FirstFundraiserStep /> : null}
        <PendingApprovalsCard />
        <ApprovedAdminsCard />
        {firstFundraiser ? null : <FundraisersCard user={user} />}
        <DashboardCard
          icon={Link2}
          title="Invite an administrator"
          description="Create a personal invitation link and share it with them."
        >
          <InviteAdminForm />
        </DashboardCard>
        <StripeAccountsCard />
      </PageSection>
    </>
  );
}

/**
 * True once the fundraisers have loaded and there are none, for an administrator who may start one: then the
 * dashboard leads with that one step instead of a card of empty tables (issue #19).
 */
function useNeedsFirstFundraiser(user: SessionUser): boolean {
  const fundraisers = useAdminFundraisers();
  return canStartFundraiser(user) && fundraisers.isSuccess && fundraisers.data.length === 0;
}

function FirstFundraiserStep() {
  return (
    <section
      aria-labelledby="first-step-heading"
      className="grid gap-4 rounded-2xl border-2 border-primary/40 bg-primary-soft/50 p-6 shadow-soft sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Rocket className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-primary">Your first step</p>
          <h2 id="first-step-heading" className="text-2xl font-extrabold">
            Start your first fundraiser
          </h2>
        </div>
      </div>
      <p className="max-w-2xl text-muted-foreground">
        It takes a few minutes: a name and dates first, then groups if you want them to compete, the goal and cause, and
        the payout account that receives the donations.
      </p>
      <Button asChild size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <Link to={paths.admin.newFundraiser}>
          Start your first fundraiser
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function FundraisersCard({ user }: { user: SessionUser }) {
  return (
    <DashboardCard icon={FolderOpen} title="Fundraisers" description="Open, edit or delete them, or start a new one.">
      <AdminFundraisers viewer={user} />
    </DashboardCard>
  );
}

/** Shown once someone waits for approval (or the list failed to load): an empty table is nothing to act on. */
function PendingApprovalsCard() {
  const approvals = useSecondaryAdminApprovals();
  if (approvals.isPending || (approvals.isSuccess && approvals.data.length === 0)) return null;
  return (
    <DashboardCard
      icon={Inbox}
      title="Pending administrator approvals"
      description="People who signed up with your invitation links."
    >
      <PendingApprovals />
    </DashboardCard>
  );
}

/** Shown once there is an approved administrator (or the list failed to load). */
function ApprovedAdminsCard() {
  const admins = useApprovedAdmins();
  if (admins.isPending || (admins.isSuccess && admins.data.length === 0)) return null;
  return (
    <DashboardCard
      icon={UsersRound}
      title="Approved administrators"
      description="Name, email and phone belong to the administrator; you decide their privileges."
    >
      <ApprovedAdmins />
    </DashboardCard>
  );
}

/** spec §2: the dashboards' Stripe accounts area, leading to 'My Accounts'. */
function StripeAccountsCard() {
  return (
    <DashboardCard
      icon={Landmark}
      title="Stripe accounts"
      description="Payout accounts that receive your fundraisers' donations."
    >
      <PayoutAccountsSummary />
    </DashboardCard>
  );
}

function SecondaryAdminDashboard({ user }: { user: SessionUser }) {
  const status = useAdminStatus();
  return (
    <>
      <DashboardHeader user={user} eyebrow="Administrator" />
      <PageSection className="grid gap-6">
        {status.isPending ? (
          <Skeleton className="h-28 w-full rounded-2xl" />
        ) : status.isError ? (
          <Alert role="alert" variant="error">
            {errorMessage(status.error, 'Dashboard could not be loaded')}
          </Alert>
        ) : status.data.adminApproval ? (
          <>
            <Alert role="status">
              <ShieldCheck aria-hidden="true" />
              Your administrator account is approved. Welcome to the team!
            </Alert>
            <SecondaryAdminFundraisers user={user} />
            <StripeAccountsCard />
          </>
        ) : (
          <ApprovalPendingNotice />
        )}
      </PageSection>
    </>
  );
}

function SecondaryAdminFundraisers({ user }: { user: SessionUser }) {
  return useNeedsFirstFundraiser(user) ? (
    <FirstFundraiserStep />
  ) : (
    <DashboardCard icon={FolderOpen} title="Fundraisers">
      <AdminFundraisers viewer={user} />
    </DashboardCard>
  );
}
