// Tests, test support and benchmarks stay out of the shipped code (docs/adr-000-workspace.md): each swc build
// script, run into a scratch folder, leaves no such file, and no shipped source imports test support.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_CODE, testCodeIn } from '../scripts/testCode.cjs';
import { root, workspaceDirs } from './workspaces';

const buildScript = (dir: string): string =>
  (JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts?.build as string) ?? '';
const swcBuilt = workspaceDirs.filter((dir) => /^swc src -d dist /.test(buildScript(dir)));

function sourceFiles(dir: string): string[] {
  const src = path.join(root, dir, 'src');
  if (!fs.existsSync(src)) return [];
  return fs
    .readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|m?js)$/.test(entry.name))
    .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

it('finds the node workspaces it checks', () => {
  expect(swcBuilt).toEqual(expect.arrayContaining(['packages/service-kit', 'services/clients', 'bff']));
});

describe.each(swcBuilt)('%s', (dir) => {
  it('builds no test, test support or benchmark into its output', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-build-output-'));
    try {
      execFileSync('sh', ['-c', buildScript(dir).replace(/^swc src -d dist /, `swc src -d ${out} `)], {
        cwd: path.join(root, dir),
        env: {
          ...process.env,
          PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
        },
        stdio: 'pipe',
      });
      const shipped = sourceFiles(dir).filter((file) => !isTest(file));
      for (const file of shipped)
        expect(fs.existsSync(path.join(out, file.replace(/\.tsx?$/, '.js')))).toBe(true);
      expect(testCodeIn(out)).toEqual([]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe.each(workspaceDirs.filter((dir) => sourceFiles(dir).length > 0))('%s sources', (dir) => {
  it('keeps test support beside its tests, out of src/', () => {
    for (const file of sourceFiles(dir).filter((f) => !isTest(f))) {
      expect(file).not.toMatch(TEST_CODE);
      const code = fs.readFileSync(path.join(root, dir, 'src', file), 'utf8');
      expect({ file, imports: code.match(/from '[^']*(\/test\/|\/testing)[^']*'/g) }).toEqual({
        file,
        imports: null,
      });
    }
  });
});
