import { fundraiserRouteTable } from '@fundplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { fundraiserId } from '../testing/fundraiser-fixtures';
import { ParticipantRequests } from './participant-requests';

const request = {
  _id: '7a1b2c3d-0000-4000-8000-0000000000c1',
  participant: {
    _id: '7a1b2c3d-0000-4000-8000-0000000000c2',
    firstName: 'Robin',
    lastName: 'Young',
    email: 'robin@school.test',
    phoneNo: '+15555550123',
  },
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('ParticipantRequests', () => {
  it('lists a join request with the phone number as people write it', async () => {
    mockApi(
      mockRoute(fundraiserRouteTable.getParticipantRequests, () => ({ body: { message: 'ok', data: [request] } })),
    );
    renderWithProviders(<ParticipantRequests fundraiserId={fundraiserId} mayApprove />);

    const row = await screen.findByRole('row', { name: /Robin Young/ });
    expect(within(row).getByText('(555) 555-0123')).toBeInTheDocument();
  });
});
