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

export async function applyTheme(darkMode: boolean): Promise<void> {
  const wanted = darkMode ? 'dark' : 'light';
  const other = darkMode ? 'light' : 'dark';
  themeLinks(wanted).forEach((link) => (link.disabled = false));
  await loaders[wanted]().catch(() => undefined); // a missing theme leaves the page readable, not broken
  themeLinks(wanted).forEach((link) => (link.disabled = false));
  themeLinks(other).forEach((link) => (link.disabled = true));
  document.documentElement.dataset.theme = wanted;
  document.documentElement.style.colorScheme = wanted;
}
