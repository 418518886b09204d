// `npm run db:reset`: drops the local database and rebuilds it from the migrations and the seed,
// like `supabase db reset`. Works whether or not `npm start` is running.
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { host, ports, stateDir, storageDir } from './config.ts';
import { prepareDatabase, recreateDatabase } from './database.ts';
import { startCluster, type Cluster } from './postgres.ts';

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

let cluster: Cluster | undefined;
// Created here (not by initdb's recursive mkdir, which would make it 0700 and unreadable to the
// `postgres` OS user that PostgreSQL runs as under root).
await fs.mkdir(stateDir, { recursive: true });
if (!(await isListening(ports.db))) {
  cluster = await startCluster({ dataDir: path.join(stateDir, 'db'), port: ports.db });
}
try {
  if (cluster?.created) await prepareDatabase(ports.db, { seed: false }); // creates the roles
  await recreateDatabase(ports.db, 'postgres');
  await prepareDatabase(ports.db, { seed: true });
  // The stored files belonged to the object rows just dropped.
  await fs.rm(storageDir, { recursive: true, force: true });
  await fs.writeFile(path.join(stateDir, 'seeded'), new Date().toISOString());
  console.log('Database reset: migrations and supabase/seed.sql applied.');
} finally {
  await cluster?.stop();
}
