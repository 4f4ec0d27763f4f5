import type { PersonRow } from '@fundplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { TeamMembersTable } from './team-members-table';

function member(index: number, overrides: Partial<PersonRow> = {}): PersonRow {
  return {
    _id: `0b7c1f6e-5555-4000-8000-00000000000${index}`,
    firstName: `Helper${index}`,
    lastName: 'Young',
    fullName: `Helper${index} Young`,
    email: `helper${index}@example.com`,
    phoneNo: '',
    totalDonations: 0,
    tokens: index,
    ...overrides,
  };
}

const sharing = { fundraiserId: '0b7c1f6e-1111-4000-8000-000000000001', balance: 5, dashboardQueryKey: ['dashboard'] };

describe('TeamMembersTable', () => {
  it('says there are no team members yet, in two words', () => {
    mockApi({});
    renderWithProviders(<TeamMembersTable teamMembers={[]} />);

    expect(screen.getByText('No team members yet. Invite family and friends to support you.')).toBeInTheDocument();
  });

  it('writes each phone number as people do, and a dash for none', () => {
    mockApi({});
    renderWithProviders(<TeamMembersTable teamMembers={[member(1, { phoneNo: '+15555550123' }), member(2)]} />);

    expect(within(screen.getByRole('row', { name: /Helper1 Young/ })).getByText('(555) 555-0123')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Helper2 Young/ })).getByText('—')).toBeInTheDocument();
  });

  it('shares tokens with one team member at a time, and says so', async () => {
    mockApi({});
    const { user } = renderWithProviders(<TeamMembersTable teamMembers={[member(1), member(2)]} sharing={sharing} />);

    await user.click(screen.getByRole('checkbox', { name: 'Select Helper1 Young' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Helper2 Young' }));
    await user.click(screen.getByRole('button', { name: 'Share tokens' }));

    expect(await screen.findByText('You can share tokens with one team member at a time!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
