import {
  campaignLimits,
  campaignMessages,
  campaignRouteTable,
  fundraiserRouteTable,
  type ParticipantPhotoRow,
  type SupporterMessageRow,
} from '@fundplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { detail, fundraiserId } from '../testing/fundraiser-fixtures';
import { CampaignPageSection } from './campaign-page-section';
import { ParticipantPhotosSection } from './participant-photos-section';
import { SupporterMessagesSection } from './supporter-messages-section';

const donationId = '7a1b2c3d-0000-4000-8000-0000000000d1';

const messageRow = (hidden: boolean): SupporterMessageRow => ({
  _id: donationId,
  name: 'Jane D.',
  amount: 2_500,
  message: 'Go Tigers!',
  kind: 'gift',
  createdAt: Date.UTC(2026, 10, 20, 15, 0),
  hidden,
  creditedTo: 'Kid1 L.',
});

describe('SupporterMessagesSection', () => {
  it('hides a message without asking, shows it hidden, and Restore undoes it', async () => {
    let hidden = false;
    const fetchMock = mockApi({
      ...mockRoute(campaignRouteTable.getSupporterMessages, () => ({
        body: { message: 'OK', data: [messageRow(hidden)] },
      })),
      ...mockRoute(campaignRouteTable.setSupporterMessageHidden, ({ body }) => {
        hidden = (body as { hidden: boolean }).hidden;
        return { body: { message: 'OK', data: messageRow(hidden) } };
      }),
    });
    const { user } = renderWithProviders(<SupporterMessagesSection fundraiserId={fundraiserId} />);

    const row = await screen.findByRole('listitem', { name: 'Message from Jane D.' });
    expect(row).toHaveTextContent('Go Tigers!');
    expect(row).toHaveTextContent('$25');
    expect(row).toHaveTextContent('for Kid1 L.');
    expect(row).toHaveTextContent('Shown');

    await user.click(within(row).getByRole('button', { name: 'Hide the message from Jane D.' }));
    expect(await within(row).findByText('Hidden')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, campaignRouteTable.setSupporterMessageHidden)[0]?.body).toEqual({
      fundRaisingId: fundraiserId,
      donationId,
      hidden: true,
    });

    await user.click(within(row).getByRole('button', { name: 'Restore the message from Jane D.' }));
    expect(await within(row).findByText('Shown')).toBeInTheDocument();
    expect(requestsTo(fetchMock, campaignRouteTable.setSupporterMessageHidden)[1]?.body).toEqual({
      fundRaisingId: fundraiserId,
      donationId,
      hidden: false,
    });
  });

  it('says so when no donor left a message', async () => {
    mockApi({ ...mockRoute(campaignRouteTable.getSupporterMessages, () => ({ body: { message: 'OK', data: [] } })) });
    renderWithProviders(<SupporterMessagesSection fundraiserId={fundraiserId} />);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

describe('ParticipantPhotosSection', () => {
  it('approves an under-18’s photo and withdraws the approval', async () => {
    const participantId = '7a1b2c3d-0000-4000-8000-000000000101';
    let approved = false;
    const row = (): ParticipantPhotoRow => ({
      participantId,
      displayName: 'Kid1 L.',
      photo: '/api/files/k1',
      approved,
    });
    const fetchMock = mockApi({
      ...mockRoute(campaignRouteTable.getParticipantPhotos, () => ({ body: { message: 'OK', data: [row()] } })),
      ...mockRoute(campaignRouteTable.setParticipantPhotoApproval, ({ body }) => {
        approved = (body as { approved: boolean }).approved;
        return { body: { message: 'OK', data: row() } };
      }),
    });
    const { user } = renderWithProviders(<ParticipantPhotosSection fundraiserId={fundraiserId} />);

    await user.click(await screen.findByRole('button', { name: 'Approve the photo of Kid1 L.' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw approval of the photo of Kid1 L.' }));
    await screen.findByRole('button', { name: 'Approve the photo of Kid1 L.' });
    expect(requestsTo(fetchMock, campaignRouteTable.setParticipantPhotoApproval).map(({ body }) => body)).toEqual([
      { fundRaisingId: fundraiserId, participantId, approved: true },
      { fundRaisingId: fundraiserId, participantId, approved: false },
    ]);
  });
});

describe('CampaignPageSection', () => {
  it('shows the public page link, and sends the story with the cover photo as multipart', async () => {
    const fetchMock = mockApi({
      ...mockRoute(fundraiserRouteTable.updateFundRaising, () => ({
        body: { message: 'Fundraiser updated successfully!', data: detail() },
      })),
    });
    const { user } = renderWithProviders(<CampaignPageSection fundraiser={detail()} />);

    expect(screen.getByRole('textbox', { name: 'Public page link' })).toHaveValue(
      `${window.location.origin}/f/lincoln-spring-drive`,
    );
    const story = screen.getByLabelText('Story');
    await user.click(story);
    await user.paste('x'.repeat(campaignLimits.storyMax + 1));
    await user.click(screen.getByRole('button', { name: 'Save campaign page' }));
    expect(await screen.findByText(campaignMessages.storyLength)).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.updateFundRaising)).toHaveLength(0);

    await user.clear(story);
    await user.type(story, 'New uniforms for the band.');
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Cover photo'), cover);
    expect(await screen.findByRole('img', { name: 'Preview of the new cover photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save campaign page' }));

    expect(await screen.findByText('Fundraiser updated successfully!')).toBeInTheDocument();
    const sent = fetchMock.mock.calls
      .map(([, init]) => (init as RequestInit | undefined)?.body)
      .find((body): body is FormData => body instanceof FormData);
    expect(sent?.get('fundRaisingId')).toBe(fundraiserId);
    expect(sent?.get('fundRaisingStory')).toBe('New uniforms for the band.');
    expect((sent?.get('coverImage') as File | null)?.name).toBe('cover.png');
  });
});
