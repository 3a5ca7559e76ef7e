import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { recolour, LIGHT_PALETTE } = require('./themePalette.cjs') as {
  recolour(css: string): string;
  LIGHT_PALETTE: Record<string, string>;
};

/** WCAG 2.x relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** An `rgba(r, g, b, alpha)` background as painted on white. */
const onWhite = (r: number, g: number, b: number, alpha: number) =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(c * alpha + 255 * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const themeCss = fs.readFileSync(
  path.join(
    path.dirname(require.resolve('primereact/package.json')),
    'resources/themes/lara-light-blue/theme.css',
  ),
  'utf8',
);

describe('the light theme recoloured for WCAG AA', () => {
  it('leaves no colour of text on white under 4.5:1', () => {
    const recoloured = recolour(themeCss);
    const textColours = new Set(
      [...recoloured.matchAll(/(?<![-\w])color:\s*(#[0-9a-fA-F]{6})\b/g)].map((match) =>
        match[1].toLowerCase(),
      ),
    );
    // white and near-white are text on coloured backgrounds (buttons, tags), measured below
    const onWhiteText = [...textColours].filter((colour) => luminance(colour) < 0.5);
    const failing = onWhiteText.filter((colour) => contrast(colour, '#ffffff') < 4.5);
    expect(failing).toEqual([]);
  });

  it('gives white text 4.5:1 on the primary and every severity background', () => {
    for (const colour of ['#3b82f6', '#22c55e', '#0ea5e9', '#f97316', '#a855f7', '#ef4444'])
      expect([colour, contrast(LIGHT_PALETTE[colour], '#ffffff') >= 4.5]).toEqual([colour, true]);
  });

  it("keeps the messages' text at 4.5:1 on their tinted backgrounds", () => {
    expect(contrast(LIGHT_PALETTE['#1ea97c'], onWhite(228, 248, 240, 0.7))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(LIGHT_PALETTE['#cc8925'], onWhite(255, 242, 226, 0.7))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(LIGHT_PALETTE['#ff5757'], onWhite(255, 231, 230, 0.7))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(LIGHT_PALETTE['#3b82f6'], onWhite(219, 234, 254, 0.7))).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the borders of inputs at 3:1 on white and on the ground', () => {
    expect(contrast(LIGHT_PALETTE['#d1d5db'], '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(LIGHT_PALETTE['#d1d5db'], '#f9fafb')).toBeGreaterThanOrEqual(3);
  });

  it('replaces in one pass: a replacement is never replaced again', () => {
    expect(recolour('a { color: #3B82F6; background: #1d4ed8 }')).toBe(
      'a { color: #1d4ed8; background: #1e3a8a }',
    );
  });
});
