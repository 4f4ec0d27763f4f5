import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from './qr-code';
import { SharePanel } from './share-panel';

const url = 'http://localhost:3000/donate/GmbNp5vi86HY';
const content = { url, title: 'Help Jordan K.', text: 'Help Jordan K. raise money for Westfield Robotics:' };

/** Paints the SVG's module squares into an RGBA bitmap (each module `scale` pixels) and decodes it like a camera. */
function decodeQr(svg: SVGElement, scale = 4): string | null {
  const extent = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const width = extent * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('QrCode', () => {
  it('draws a code a camera decodes to the link, labelled for screen readers', () => {
    render(<QrCode value={url} label="QR code for Jordan's page" />);
    const code = screen.getByRole('img', { name: "QR code for Jordan's page" });
    expect(decodeQr(code as unknown as SVGElement)).toBe(url);
  });
});

describe('SharePanel', () => {
  it('offers a text, an email and WhatsApp, each with the ready words and the link', () => {
    render(<SharePanel {...content} />);
    const sms = screen.getByRole('link', { name: 'Text' }).getAttribute('href') ?? '';
    const email = screen.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '';
    const whatsApp = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '';
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(sms.slice('sms:?&body='.length))).toBe(`${content.text} ${url}`);
    expect(email.startsWith('mailto:?')).toBe(true);
    const mail = new URLSearchParams(email.slice('mailto:?'.length));
    expect(mail.get('subject')).toBe(content.title);
    expect(mail.get('body')).toContain(url);
    expect(new URL(whatsApp).origin).toBe('https://wa.me');
    expect(new URL(whatsApp).searchParams.get('text')).toBe(`${content.text} ${url}`);
    // Without the Web Share API there is no share-sheet button to press in vain.
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    render(<SharePanel {...content} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });

  it("opens the phone's share sheet with the link where the browser has one", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<SharePanel {...content} />);
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(share).toHaveBeenCalledWith({ title: content.title, text: content.text, url });
  });

  it('shows a QR code of the link when asked', async () => {
    render(<SharePanel {...content} qr qrLabel="QR code for this page" />);
    const code = await waitFor(() => screen.getByRole('img', { name: 'QR code for this page' }));
    expect(decodeQr(code as unknown as SVGElement)).toBe(url);
  });
});
