import { fundraiserRouteTable } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute } from '@/test/mock-api';
import { detail, fundraiserId } from '../testing/fundraiser-fixtures';
import { uploadFundraiserLogo } from './upload-fundraiser-logo';

describe('uploadFundraiserLogo', () => {
  it('sends the logo as the multipart field `image`, letting the browser set the boundary', async () => {
    const fetchMock = mockApi(
      mockRoute(fundraiserRouteTable.updateFundRaising, () => ({
        body: { message: 'Fundraiser logo updated successfully!', data: detail() },
      })),
    );
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

    await expect(uploadFundraiserLogo({ fundRaisingId: fundraiserId, image })).resolves.toMatchObject({
      message: 'Fundraiser logo updated successfully!',
    });

    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/fundRaisingRoutes/updateFundRaising');
    expect(init?.method).toBe('PUT');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('fundRaisingId')).toBe(fundraiserId);
    expect((body.get('image') as File).name).toBe('logo.png');
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });
});
