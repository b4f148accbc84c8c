/**
 * The benchmarks' yardstick: a bare Node http server in a process of its own, answering a small JSON.
 * A figure as a ratio to it says what the app costs over Node itself on the same machine in the same run.
 */
import { spawn } from 'node:child_process';
import { freePort } from './bench-server';

export async function startBareNode(): Promise<{ url: string; stop(): Promise<void> }> {
  const barePort = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"ok":true}'); }).listen(${barePort}, '127.0.0.1', () => console.log('up'));`;
  const bare = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => bare.stdout.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${barePort}`, stop: () => new Promise((resolve) => { bare.on('exit', () => resolve()); bare.kill('SIGTERM'); }) };
}
