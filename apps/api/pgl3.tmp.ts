import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../apps/api/src/platform/db/database.ts';
const mode = process.argv[2];
if (mode === 'make') {
  const p = await PGlite.create();
  const db = await openDatabase({ kind: 'pglite-instance', pglite: p });
  await db.migrate();
  writeFileSync('/tmp/tpl-nockp.tar', Buffer.from(await (await p.dumpDataDir('none')).arrayBuffer()));
  await p.query('checkpoint');
  writeFileSync('/tmp/tpl-ckp.tar', Buffer.from(await (await p.dumpDataDir('none')).arrayBuffer()));
  await p.close();
} else {
  const buf = new Blob([readFileSync(`/tmp/tpl-${mode}.tar`)]);
  for (let i = 0; i < 3; i++) {
    const a = performance.now();
    const q = await PGlite.create({ loadDataDir: buf });
    await q.query('select 1');
    console.log(mode, Math.round(performance.now() - a));
    await q.close();
  }
}
