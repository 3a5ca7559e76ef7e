// Debian's Chromium, never a downloaded browser. CHROMIUM_PATH overrides.
const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium() {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : CANDIDATES;
  return candidates.find((file) => fs.existsSync(file));
}

const CHROMIUM_HELP = [
  'Chromium was not found, so the browser tests cannot run.',
  "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium",
  'or point CHROMIUM_PATH at a Chromium binary.',
].join('\n');

/** Flags for a quiet, headless, sandbox-less Chromium on a closed network. */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

module.exports = { findChromium, CHROMIUM_HELP, CHROMIUM_ARGS };
