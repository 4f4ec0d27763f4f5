import { randomUUID } from 'node:crypto';
import { routeTable, type SponsorRow, type SponsorSaved } from '@fundplay/contracts';
import sharp from 'sharp';
import type { Api } from './identity-helpers';

/** A 300×200 PNG, a logo the sponsor form accepts. */
export const logoPng = (background = '#2a6') =>
  sharp({ create: { width: 300, height: 200, channels: 4, background } })
    .png()
    .toBuffer();

export interface SponsorFormAnswer {
  status: number;
  body: { message: string; data?: SponsorSaved; errors?: Record<string, string[]> };
}

/**
 * The sponsor form as a browser sends it to the API at `url`: multipart, the logo in `image`, from one client address
 * (POST adds a sponsor, PUT updates one).
 */
export async function sendSponsorForm(
  url: string,
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  options: { image?: Buffer; type?: string; token?: string; ip?: string } = {},
): Promise<SponsorFormAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (options.image) {
    form.append('image', new Blob([new Uint8Array(options.image)], { type: options.type ?? 'image/png' }), 'logo.png');
  }
  const path = method === 'POST' ? routeTable.addSponsor.path : routeTable.updateSponsor.path;
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? '203.0.113.10',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as SponsorFormAnswer['body'] };
}

/** The form fields of a business sponsor with a unique name; `overrides` change or add fields. */
export const businessSponsor = (fundRaisingId: string, overrides: Record<string, string> = {}) => ({
  fundRaisingId,
  type: 'business',
  firstName: 'Pat',
  lastName: 'Owner',
  businessName: `Acme ${randomUUID().slice(0, 6)}`,
  websiteUrl: 'https://acme.example.com',
  ...overrides,
});

/** Adds a business sponsor with a logo through the public form and expects it saved. */
export async function addBusinessSponsor(
  url: string,
  fundRaisingId: string,
  overrides: Record<string, string> = {},
): Promise<SponsorRow> {
  const answer = await sendSponsorForm(url, 'POST', businessSponsor(fundRaisingId, overrides), {
    image: await logoPng(),
  });
  expect(answer.status).toBe(201);
  return (answer.body.data as SponsorSaved).sponsor;
}

/** getSponsor for a fundraiser as the holder of `token`. */
export function sponsorsAs(client: Api, token: string, fundRaisingId: string) {
  return client.get(`${routeTable.getSponsor.path}?${new URLSearchParams({ fundRaisingId }).toString()}`, token);
}
