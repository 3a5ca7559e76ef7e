// Builds what is missing or stale, and nothing else: a workspace is rebuilt when the content hash of its
// inputs (its sources and those of the workspace packages it depends on) differs from its last build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { root } from './boxes.mjs';

const { testCodeIn } = createRequire(import.meta.url)('./testCode.cjs');

const STAMP = '.build-stamp';
const INPUT_FILES = /\.(tsx?|cjs|mjs|js|json|css|html|svg|png|jpe?g|woff2?)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'data']);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every workspace folder, in the root package.json order (packages first). */
export function workspaces() {
  const { workspaces: patterns } = readJson(path.join(root, 'package.json'));
  return patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter(
            (d) =>
              d.isDirectory() && fs.existsSync(path.join(root, pattern.slice(0, -2), d.name, 'package.json')),
          )
          .map((d) => path.join(pattern.slice(0, -2), d.name))
          .sort()
      : [pattern],
  );
}

function listFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (INPUT_FILES.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const byName = () =>
  new Map(workspaces().map((dir) => [readJson(path.join(root, dir, 'package.json')).name, dir]));

/** The workspace and every workspace package it depends on, transitively. */
function inputDirs(dir, names = byName(), seen = new Set()) {
  if (seen.has(dir)) return seen;
  seen.add(dir);
  const pkg = readJson(path.join(root, dir, 'package.json'));
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (names.has(dep)) inputDirs(names.get(dep), names, seen);
  }
  return seen;
}

export function inputHash(dir) {
  const hash = createHash('sha256');
  for (const inputDir of [...inputDirs(dir)].sort()) {
    for (const file of listFiles(path.join(root, inputDir)).sort()) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  for (const shared of ['swc.node.json', 'tsconfig.base.json', 'package-lock.json']) {
    hash.update(fs.readFileSync(path.join(root, shared)));
  }
  return hash.digest('hex');
}

/** Build processes still running, so a stop during the build leaves none behind. */
const running = new Set();

export function stopBuilds() {
  for (const child of running) child.kill('SIGTERM');
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    // Its own process group: npm's children (webpack, swc) are stopped with it.
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    const group = {
      kill: (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          /* already gone */
        }
      },
    };
    running.add(group);
    child.on('exit', () => running.delete(group));
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(output.trim().slice(-4000))),
    );
  });
}

/**
 * @param {{ force?: boolean, log?: (line: string) => void, only?: string[], nodeOnly?: boolean }} [options]
 * @returns {Promise<string[]>} the workspaces that were built
 */
export async function build({ force = false, log = console.log, only, nodeOnly = false } = {}) {
  const isWeb = (dir) => fs.existsSync(path.join(root, dir, 'webpack.config.cjs'));
  const targets = workspaces().filter((dir) => {
    const pkg = readJson(path.join(root, dir, 'package.json'));
    const compiles = /\b(swc|webpack)\b/.test(pkg.scripts?.build ?? ''); // libraries read from source have no output
    return compiles && (!only || only.includes(dir)) && !(nodeOnly && isWeb(dir));
  });
  const stale = targets
    .map((dir) => ({ dir, hash: inputHash(dir), stampFile: path.join(root, dir, 'dist', STAMP) }))
    .filter(
      ({ hash, stampFile }) =>
        force || !fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== hash,
    );
  if (stale.length === 0) return [];
  const buildOne = async ({ dir, hash, stampFile }) => {
    const started = Date.now();
    const dist = path.dirname(stampFile);
    fs.rmSync(dist, { recursive: true, force: true }); // no file of a moved or deleted source lingers
    await run('npm', ['run', 'build', '--silent'], path.join(root, dir)).catch((err) => {
      throw new Error(`build of ${dir} failed:\n${err.message}`);
    });
    const shipped = testCodeIn(dist);
    if (shipped.length) throw new Error(`build of ${dir} ships test or bench code: ${shipped.join(', ')}`);
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, hash);
    log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  // Node workspaces first, in order (later ones load earlier ones' dist); then webpack builds two at a time.
  for (const item of stale.filter((s) => !isWeb(s.dir))) await buildOne(item);
  const web = stale.filter((s) => isWeb(s.dir));
  const workers = Array.from({ length: 2 }, async () => {
    for (let item = web.shift(); item; item = web.shift()) await buildOne(item);
  });
  await Promise.all(workers);
  return stale.map((s) => s.dir);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  build({ force: process.argv.includes('--force') })
    .then((built) =>
      console.log(
        built.length
          ? `build done in ${((Date.now() - started) / 1000).toFixed(1)} s`
          : 'everything is up to date',
      ),
    )
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
