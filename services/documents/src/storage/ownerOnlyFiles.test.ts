import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_API } from '@linhagem/contracts';
import { startEmbeddedMongo } from '@linhagem/embedded-mongo';
import { connectDatabase } from '@linhagem/service-kit';
import { listenForTest } from '@linhagem/service-kit/testing';
import { startProtocolsTestService } from '../../../protocols/test/support';
import { buildApp } from '../app';
import { makePng } from '../../test/files';
import { uploadAs } from '../../test/support';
import { DOCUMENT_BUCKET } from './files';

// DESIGN "Files", docs/adr-backup.md: the data directory holds every family's files, so what an upload writes there
// is readable by its owner only (0700 folders, 0600 files), whatever the umask the box was started with
jest.setTimeout(120_000);
const modeOf = (target: string) => (fs.statSync(target).mode & 0o777).toString(8);

it('stores an upload on disk in folders 0700 and files 0600, its parent folder too', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-documents-owner-'));
  const previous = process.umask(0o002);
  const dataDir = path.join(tmp, 'data', 'mongo-documents');
  const protocols = await startProtocolsTestService();
  try {
    const engine = await startEmbeddedMongo({ dataDir });
    const database = await connectDatabase('documents', engine.uri);
    const server = await listenForTest(buildApp(database, { protocolsUrl: protocols.url }));
    const family = await protocols.createCase('protocol', ['Olga Dona']);
    const png = await makePng();
    const sent = await uploadAs(
      `${server.url}${DOCUMENT_API.collection}`,
      { protocolId: family.id, kind: 'OTHER' },
      [{ bytes: png, name: 'foto.png', type: 'image/png' }],
    );
    expect(sent.status).toBe(201);
    await server.close();
    await database.close();
    await engine.stop();

    const found = [{ name: '.', mode: modeOf(dataDir), want: '700' }];
    for (const entry of fs.readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
      const full = path.join(entry.parentPath, entry.name);
      found.push({
        name: path.relative(dataDir, full),
        mode: modeOf(full),
        want: entry.isDirectory() ? '700' : '600',
      });
    }
    expect(found.length).toBeGreaterThan(2);
    expect(modeOf(path.dirname(dataDir))).toBe('700');
    for (const { name, mode, want } of found) expect({ name, mode }).toEqual({ name, mode: want });

    // the file is what was written there: the engine started again on the folder gives it back
    const again = await startEmbeddedMongo({ dataDir });
    const reopened = await connectDatabase('documents', again.uri);
    try {
      const chunks = await reopened.connection
        .db!.collection(`${DOCUMENT_BUCKET}.chunks`)
        .find({}, { sort: { n: 1 } })
        .toArray();
      const bytes = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data.buffer)));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sent.body.sha256);
    } finally {
      await reopened.close();
      await again.stop();
    }
  } finally {
    process.umask(previous);
    await protocols.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
