import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './workspaces';

/** scripts/boxes.mjs's `systemEnvironment` as `npm start` (dev false) or `npm run dev` (dev true) calls it. */
function nodeEnvOf(dev: boolean, nodeEnv?: string): string {
  const boxes = path.join(root, 'scripts/boxes.mjs');
  const code = `import { systemEnvironment } from ${JSON.stringify(boxes)};
process.stdout.write(String(systemEnvironment(${JSON.stringify(nodeEnv ? { NODE_ENV: nodeEnv } : {})}, { dev: ${dev} }).NODE_ENV));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
}

describe('the environment npm start gives every box', () => {
  it('is production under npm start and development under npm run dev, unless the caller set NODE_ENV', () => {
    expect(nodeEnvOf(false)).toBe('production');
    expect(nodeEnvOf(true)).toBe('development');
    expect(nodeEnvOf(false, 'staging')).toBe('staging');
  });
});
