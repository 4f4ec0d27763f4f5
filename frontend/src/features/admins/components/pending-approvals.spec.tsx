import type { AdminApprovalRecord } from '@fundplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { PendingApprovals } from './pending-approvals';

const waiting: AdminApprovalRecord = {
  _id: '5f0c2d1e-0000-4000-8000-000000000004',
  adminId: {
    _id: '5f0c2d1e-0000-4000-8000-000000000004',
    firstName: 'Sam',
    lastName: 'Second',
    email: 'sam@example.com',
    phoneNo: '+15555550104',
  },
  approved: false,
  privileges: {
    fullAccess: false,
    startNewFundraiser: true,
    acceptStudentFund: false,
    sendEmailAndTexts: true,
    changeGoalsAndCause: false,
    addNewAdministrator: false,
  },
};

describe('PendingApprovals', () => {
  it('shows the privileges that approving each administrator grants', async () => {
    mockApi({ 'GET /api/adminRoutes/secondaryAdminApprovals': () => ({ body: { data: [waiting] } }) });
    const { user } = renderWithProviders(<PendingApprovals />);

    const row = await screen.findByRole('row', { name: /Sam Second/ });
    expect(within(row).getByText('(555) 555-0104')).toBeInTheDocument();
    expect(within(row).getByText('Start new fundraiser, Send emails and texts')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Approve/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Start new fundraiser, Send emails and texts');
  }, 15_000);
});
