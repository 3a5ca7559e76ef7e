// The repository root and its workspace folders (root package.json order), for the root tests.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');

const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

export const workspaceDirs = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? fs.readdirSync(path.join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
    : [pattern],
);
