// Run by tests/unit/postgres-type-fetch.test.ts under Deno with the api function's deno.json, so
// that `postgres` is the copy the deployed function imports. The scenario of that test: a server
// that accepts the startup and hangs up on the first query (the array-type fetch). Prints JSON.
import { Buffer } from 'node:buffer';
import net from 'node:net';
import process from 'node:process';
import postgres from 'postgres';

const message = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(payload.length + 4, 1);
  return Buffer.concat([header, payload]);
};
const greeting = Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), message('Z', Buffer.from('I', 'latin1'))]);

let refused = 0;
const server = net.createServer((socket) => {
  let started = false;
  socket.on('error', () => {});
  socket.on('data', () => {
    if (!started) {
      started = true;
      socket.write(greeting);
      return;
    }
    refused += 1;
    socket.destroy();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as net.AddressInfo;

// Without this listener an unhandled rejection ends the Deno process; recorded, it is reported.
const unhandled: string[] = [];
globalThis.addEventListener('unhandledrejection', (event) => {
  unhandled.push(String(event.reason));
  event.preventDefault();
});

const sql = postgres({ host: '127.0.0.1', port, user: 'x', password: 'x', database: 'x', max: 1, connect_timeout: 2 });
const query = sql`select 1`.catch((error: unknown) => error);
while (refused === 0) await new Promise((resolve) => setTimeout(resolve, 20));
await sql.end({ timeout: 0 });
await query;
await new Promise((resolve) => setTimeout(resolve, 50)); // let a rejection surface
server.close();
console.log(JSON.stringify({ refused, unhandled }));
process.exit(0); // the abandoned reconnection timers would keep the process alive
