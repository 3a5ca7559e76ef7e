/**
 * Light and dark PrimeReact themes are separate CSS chunks (mini-css-extract adds a <link> the first time one is
 * imported); switching disables the other link instead of unloading it. '@primereact-themes' is a webpack alias
 * (shell/webpack.config.cjs) so the request does not match the federation's shared 'primereact/' key.
 */
const loaders = {
  light: () => import(/* webpackChunkName: "theme-light" */ '@primereact-themes/lara-light-blue/theme.css'),
  dark: () => import(/* webpackChunkName: "theme-dark" */ '@primereact-themes/lara-dark-blue/theme.css'),
};

function themeLinks(name: 'light' | 'dark'): HTMLLinkElement[] {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((link) =>
    (link.getAttribute('href') ?? '').includes(`theme-${name}`),
  );
}

/**
 * The themes give inputs and buttons a 0.2 s colour transition; during a switch that fades each control through
 * half-light, half-dark colours (unreadable for a moment, and what an accessibility check run right after the
 * switch measured). 'theme-switching' (app.css) turns transitions off until the new colours are painted.
 */
function withoutTransitions(swap: () => void): void {
  const root = document.documentElement;
  root.classList.add('theme-switching');
  swap();
  void getComputedStyle(root).color; // forces the new styles to apply while transitions are off
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('theme-switching')));
}

export async function applyTheme(darkMode: boolean): Promise<void> {
  const wanted = darkMode ? 'dark' : 'light';
  const other = darkMode ? 'light' : 'dark';
  await loaders[wanted]().catch(() => undefined); // a missing theme leaves the page readable, not broken
  withoutTransitions(() => {
    themeLinks(wanted).forEach((link) => (link.disabled = false));
    themeLinks(other).forEach((link) => (link.disabled = true));
    document.documentElement.dataset.theme = wanted;
    document.documentElement.style.colorScheme = wanted;
  });
}
