import { applyTheme } from './theme/applyTheme';
import { storedDarkMode } from './theme/storedDarkMode';

// The theme and the login screen download while the shared singletons are negotiated, not after them (LCP).
void applyTheme(storedDarkMode());
// the entry imports nothing before the async boundary: LOGIN_PATH of @linhagem/contracts, spelled here
// eslint-disable-next-line no-restricted-syntax
if (window.location.pathname === '/login') void import('./auth/LoginPage');

// Async boundary: shared singletons are negotiated before any module that uses them runs.
void import('./bootstrap');
