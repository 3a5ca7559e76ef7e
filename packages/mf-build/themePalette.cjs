// WCAG 2.2 AA for PrimeReact's lara-light-blue theme (docs/adr-accessibility.md): its primary and severity colours
// fail 1.4.3 (4.5:1 for text) and 1.4.11 (3:1 for controls) on white — the blue of tab titles, outlined and text
// buttons (#3b82f6, 3.7:1), white on the success tag (#22c55e, 2.3:1), the orange, sky and purple severities, the
// messages' text, the error red, and the grey borders of inputs and switches (#d1d5db, 1.5:1). This webpack loader
// swaps each for a darker shade of the same hue in one pass, so every component of every box (the shell and each
// remote built alone) gets the same colours, and no page overrides them one by one. The dark theme passes as it is.

/** light theme colour → its AA replacement; each hover/active shade moves one step darker with its base */
const LIGHT_PALETTE = {
  // primary blue: text and controls on white, white text on it
  '#3b82f6': '#1d4ed8',
  '#2563eb': '#1e40af',
  '#1d4ed8': '#1e3a8a',
  // success green
  '#22c55e': '#15803d',
  '#16a34a': '#166534',
  '#15803d': '#14532d',
  // info sky
  '#0ea5e9': '#0369a1',
  '#0284c7': '#075985',
  '#0369a1': '#0c4a6e',
  // warning orange
  '#f97316': '#c2410c',
  '#ea580c': '#9a3412',
  '#c2410c': '#7c2d12',
  // help purple
  '#a855f7': '#7e22ce',
  '#9333ea': '#6b21a8',
  '#7e22ce': '#581c87',
  // danger red
  '#ef4444': '#b91c1c',
  '#dc2626': '#991b1b',
  '#b91c1c': '#7f1d1d',
  // messages' and toasts' text on their tinted backgrounds, and the error red of invalid fields
  '#1ea97c': '#0f6b4c',
  '#cc8925': '#8a5300',
  '#ff5757': '#b42318',
  '#696cff': '#3538cd',
  '#e24c4c': '#b91c1c',
  '#ea5455': '#b91c1c',
  '#e73d3e': '#991b1b',
  '#70aeff': '#1d4ed8',
  // borders of inputs, checkboxes and the off switch: 3:1 on white
  '#d1d5db': '#878e9a',
};

const HEX = /#[0-9a-f]{6}\b/gi;

/** The theme's CSS with every colour of the palette replaced (one pass: a replacement is never replaced again). */
function recolour(css, palette = LIGHT_PALETTE) {
  return css.replace(HEX, (colour) => palette[colour.toLowerCase()] ?? colour);
}

/** webpack loader: applied to lara-light-blue's theme.css only (mf-build's rules). */
function themePaletteLoader(source) {
  return recolour(source);
}

module.exports = themePaletteLoader;
module.exports.recolour = recolour;
module.exports.LIGHT_PALETTE = LIGHT_PALETTE;
