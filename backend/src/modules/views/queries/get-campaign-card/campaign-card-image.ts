import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { progressLine, type CampaignCardFacts } from './campaign-card';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * Why satori and a bundled font: sharp rasterizes SVG with librsvg, which draws <text> with whatever fonts the
 * machine has (none on a slim container, different ones elsewhere), so the same card would look different, or show
 * no words at all, from one server to the next. satori lays the card out with Inter from the @fontsource/inter npm
 * package (a .woff: satori reads WOFF/TTF/OTF, not WOFF2) and writes every glyph as an SVG path, so the SVG sharp
 * rasterizes holds no text and needs no font: the same pixels everywhere, nothing installed or downloaded.
 */
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function interFonts() {
  const files = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  fonts ??= ([400, 700] as const).flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name: 'Inter',
      data: readFileSync(join(files, `inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

const brand = '#c2410c';
const ink = '#1c1917';
const muted = '#57534e';

/** A satori element: the shape React elements have, without React. */
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; src?: string };
}
const box = (style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** At most `max` characters, with an ellipsis when cut: a card never wraps a name past its lines. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function headline(facts: CampaignCardFacts): { name: string; line: string } {
  if (facts.kind === 'participant') return { name: facts.name, line: `is raising money for ${facts.fundraiserName}` };
  if (facts.kind === 'group') return { name: facts.name, line: `Raising money for ${facts.fundraiserName}` };
  return { name: facts.name, line: 'Fundraiser on FundPlay' };
}

/** The photo or logo as a square PNG data URL, or null when it cannot be read as an image. */
async function squareImage(bytes: Buffer | null, size: number): Promise<string | null> {
  if (!bytes) return null;
  try {
    const png = await sharp(bytes).resize(size, size, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/** The 1200×630 PNG: FundPlay mark, photo or logo, name, what for, a progress bar and "$1,250 raised of $5,000". */
export async function drawCampaignCard(facts: CampaignCardFacts, image: Buffer | null): Promise<Buffer> {
  const { name, line } = headline(facts);
  const picture = await squareImage(image, 280);
  const share = facts.goal > 0 ? Math.min(1, facts.raised / facts.goal) : facts.raised > 0 ? 1 : 0;
  const mark = box(
    { alignItems: 'center', gap: 16 },
    box(
      {
        width: 56,
        height: 56,
        borderRadius: 14,
        backgroundColor: brand,
        color: '#ffffff',
        fontSize: 36,
        fontWeight: 700,
        alignItems: 'center',
        justifyContent: 'center',
      },
      'F',
    ),
    box({ fontSize: 34, fontWeight: 700, color: ink }, 'FundPlay'),
  );
  const words = box(
    { flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0, gap: 12 },
    box({ fontSize: 72, fontWeight: 700, color: ink, lineHeight: 1.1 }, clip(name, 48)),
    box({ fontSize: 36, color: muted, lineHeight: 1.25 }, clip(line, 90)),
  );
  const body = box(
    { alignItems: 'center', gap: 48, flexGrow: 1 },
    ...(picture
      ? [{ type: 'img', props: { src: picture, style: { width: 280, height: 280, borderRadius: 24 } } }]
      : []),
    words,
  );
  const progress = box(
    { flexDirection: 'column', gap: 18 },
    box(
      { width: '100%', height: 36, borderRadius: 18, backgroundColor: '#fde7d6' },
      box({ width: `${Math.round(share * 1000) / 10}%`, height: 36, borderRadius: 18, backgroundColor: brand }),
    ),
    box({ fontSize: 44, fontWeight: 700, color: ink }, progressLine(facts)),
  );
  // Boxes of fixed size rather than padding: satori lays a padded root's content out as wide as the canvas.
  const content = box(
    { width: CARD_WIDTH - 160, height: CARD_HEIGHT - 128, flexDirection: 'column', justifyContent: 'space-between' },
    mark,
    body,
    progress,
  );
  const card = box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      alignItems: 'center',
      backgroundColor: '#fffaf5',
      fontFamily: 'Inter',
    },
    box({ height: 52 }),
    content,
    box({ flexGrow: 1 }),
    box({ width: CARD_WIDTH, height: 16, backgroundColor: brand }),
  );
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: interFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
