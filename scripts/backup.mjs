// `npm run backup [-- --out <dir>] [--gzip]`: one backup of every service's database (scripts/backup/, docs/adr-backup.md).
import { createRequire } from 'node:module';
import { root } from './boxes.mjs';
import { build } from './build.mjs';

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { backupCommand } = require('./backup/cli.ts');

// the embedded engine is started from its build when the system is not running
await build({ only: ['packages/embedded-mongo'], log: (line) => process.stdout.write(`${line}\n`) });
backupCommand(process.argv.slice(2), process.env, root).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`backup failed: ${error.message}\n`);
    process.exit(1);
  },
);
