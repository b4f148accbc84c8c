/**
 * How `npm run backup` reaches a running PGlite server (issue 40): PGlite lets one process own its data
 * folder, so the server itself makes the backup when asked. At start the server writes DATA_DIR/server.json
 * (its pid, port and a random token; readable by its own user only) and removes it at shutdown; the command
 * reads it and calls POST /ops/backup on the loopback address with the token. Nothing else answers there.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { Database } from '../db/database';
import { BackupError } from './backup-format';
import { makeBackup } from './make-backup';

export const BACKUP_PATH = '/ops/backup';
const MAX_BODY = 4096;

export interface RunningServer { pid: number; port: number; token: string }

const runningFileOf = (dataDir: string) => join(dataDir, 'server.json');

export async function announceRunningServer(dataDir: string, port: number): Promise<RunningServer> {
  const running = { pid: process.pid, port, token: randomBytes(24).toString('base64url') };
  await writeFile(runningFileOf(dataDir), JSON.stringify(running), { mode: 0o600 });
  return running;
}

export async function withdrawRunningServer(dataDir: string): Promise<void> {
  await rm(runningFileOf(dataDir), { force: true });
}

/** The server running on `dataDir`, if its file is there and its process alive. */
export async function runningServerOf(dataDir: string): Promise<RunningServer | undefined> {
  const text = await readFile(runningFileOf(dataDir), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const running = JSON.parse(text) as RunningServer;
  try {
    process.kill(running.pid, 0);
    return running;
  } catch {
    return undefined;
  }
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** The request handler of POST /ops/backup: answers true when it took the request. */
export function backupRequestHandler(db: Database, filesDir: string, running: () => RunningServer | undefined) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.url !== BACKUP_PATH) return false;
    const expected = running()?.token;
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const allowed = request.method === 'POST' && isLoopback(request.socket.remoteAddress) && expected !== undefined
      && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!allowed) {
      // Not for anyone else: as if there were no such address.
      response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ errorCode: 404, message: 'not found' }));
      return true;
    }
    void answerBackup(request, response, db, filesDir);
    return true;
  };
}

async function answerBackup(request: IncomingMessage, response: ServerResponse, db: Database, filesDir: string): Promise<void> {
  const reply = (status: number, body: unknown): void => {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  try {
    let text = '';
    for await (const chunk of request) {
      text += String(chunk);
      if (text.length > MAX_BODY) return reply(413, { message: 'body too large' });
    }
    const { file } = JSON.parse(text) as { file?: unknown };
    if (typeof file !== 'string' || !isAbsolute(file)) return reply(400, { message: 'body.file: an absolute path' });
    const manifest = await makeBackup({ db, filesDir }, file);
    reply(200, { file, tables: manifest.tables, files: manifest.files.length });
  } catch (error) {
    reply(error instanceof BackupError || error instanceof SyntaxError ? 400 : 500, { message: (error as Error).message });
  }
}
