import { useEffect, useState } from 'react';

export type ThemeColors = { text: string; grid: string };

/** A theme colour of PrimeReact's CSS variables. */
const themeColor = (name: string, fallback: string) =>
  (typeof document === 'undefined'
    ? ''
    : getComputedStyle(document.documentElement).getPropertyValue(name).trim()) || fallback;

const readColors = (): ThemeColors => ({
  text: themeColor('--text-color', '#495057'),
  grid: themeColor('--surface-border', '#dee2e6'),
});

/**
 * The text and border colours of the theme applied now, for what CSS does not reach (a canvas chart's legend and
 * axes). applyTheme sets `<html data-theme>` once the new stylesheet is enabled, so they are read again then, not
 * when the preference changes, which comes before its stylesheet has loaded.
 */
export function useThemeColors(): ThemeColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const update = () =>
      setColors((before) => {
        const now = readColors();
        return now.text === before.text && now.grid === before.grid ? before : now;
      });
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    update();
    return () => observer.disconnect();
  }, []);
  return colors;
}
