import { formatDollars, progressLine } from './campaign-card';
import { drawCampaignCard } from './campaign-card-image';
import sharp from 'sharp';

describe('campaign card', () => {
  it('says how far along in whole dollars, with cents only when there are some', () => {
    expect(progressLine({ raised: 125000, goal: 500000 })).toBe('$1,250 raised of $5,000');
    expect(progressLine({ raised: 2550, goal: 0 })).toBe('$25.50 raised');
    expect(formatDollars(0)).toBe('$0');
  });

  it('draws a 1200×630 PNG with a photo, and without one', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const facts = {
      kind: 'participant' as const,
      name: 'Jordan K.',
      fundraiserName: 'Westfield Robotics',
      raised: 125000,
      goal: 500000,
      imageFileId: 'x',
    };
    for (const image of [photo, null, Buffer.from('not an image')]) {
      const png = await drawCampaignCard(facts, image);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });
});
