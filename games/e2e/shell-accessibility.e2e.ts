import { expect, test, type Page } from '@playwright/test';
import { openGame, pressPlay } from './support/game-page';

const GAMES = ['alphabet-merge', 'freight-train', 'gem-crusher', 'hang-glider'] as const;

interface TextContrast {
  text: string;
  ratio: number;
  required: number;
}

/**
 * WCAG contrast of every visible text in the shell's current panel, from computed styles: the
 * text colour (with its opacity) over the backgrounds of the element and its ancestors, laid over
 * the shell's own opaque background. Large text (24 px, or 18.66 px bold) needs 3:1, the rest 4.5:1.
 */
function panelContrasts(page: Page): Promise<TextContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = /rgba?\(([^)]+)\)/
        .exec(value)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const shell = document.querySelector('.fp-shell')!;
    const results: TextContrast[] = [];
    for (const node of document.querySelectorAll<HTMLElement>('.fp-panel *')) {
      const text = [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .trim();
      if (!text || node.getClientRects().length === 0) continue;
      const chain: HTMLElement[] = [];
      for (let at: HTMLElement | null = node; at && at !== shell; at = at.parentElement) chain.push(at);
      let background = parse(getComputedStyle(shell).backgroundColor);
      for (const element of chain.reverse())
        background = over(parse(getComputedStyle(element).backgroundColor), background);
      const style = getComputedStyle(node);
      const colour = parse(style.color);
      let opacity = colour[3];
      for (let at: HTMLElement | null = node; at && at !== shell; at = at.parentElement) {
        opacity *= Number(getComputedStyle(at).opacity);
      }
      const fg = over([colour[0], colour[1], colour[2], opacity], background);
      const [light, dark] = [luminance(fg), luminance(background)].sort((a, b) => b - a) as [number, number];
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      results.push({ text, ratio: (light + 0.05) / (dark + 0.05), required: large ? 3 : 4.5 });
    }
    return results;
  });
}

for (const slug of GAMES) {
  test.describe(`accessibility: ${slug}`, () => {
    test('the page can be zoomed; only the canvas and buttons opt out of double-tap zoom', async ({ page }) => {
      await openGame(page, slug);
      const viewport = await page.locator('meta[name=viewport]').getAttribute('content');
      expect(viewport).toContain('width=device-width');
      expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
      expect(viewport).not.toMatch(/maximum-scale/);
      expect(await page.locator('.fp-shell').evaluate((el) => getComputedStyle(el).touchAction)).toBe('manipulation');
      expect(await page.locator('canvas').evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
    });

    test('Play, Play again and every text on the title and game-over screens pass WCAG AA contrast', async ({
      page,
      isMobile,
    }) => {
      await openGame(page, slug, 'speed=1');
      const title = await panelContrasts(page);
      expect(title.map((t) => t.text)).toContain('Play');
      for (const { text, ratio, required } of title) {
        expect(ratio, `"${text}" on the title screen`).toBeGreaterThanOrEqual(required);
      }

      await pressPlay(page, isMobile);
      await page.keyboard.press('Escape');
      await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'paused');
      for (const { text, ratio, required } of await panelContrasts(page)) {
        expect(ratio, `"${text}" on the pause screen`).toBeGreaterThanOrEqual(required);
      }
      await page.getByTestId('end-run').click();
      await expect(page.locator('.fp-shell')).toHaveAttribute('data-state', 'over');
      const over = await panelContrasts(page);
      expect(over.map((t) => t.text)).toContain('Play again');
      for (const { text, ratio, required } of over) {
        expect(ratio, `"${text}" on the game-over screen`).toBeGreaterThanOrEqual(required);
      }
    });
  });
}
