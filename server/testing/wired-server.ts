/**
 * A real Node server on a free port wired as server/main.ts wires it: a fast path first, the app for
 * whatever it leaves. It counts who answered, so a test can say which one did.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../http/app';
import { afterAll, beforeAll } from 'vitest';
import { memoryFastPaths } from '../http/fast-paths';
import { startTestServer, type TestServer } from './test-server';

export interface WiredServer { base: string; answers: { fast: number; app: number }; close(): Promise<void> }

export async function startWiredServer(server: TestServer, fastPath: (fetchApp: (request: Request) => Response | Promise<Response>) => Promise<(request: IncomingMessage, response: ServerResponse) => boolean>): Promise<WiredServer> {
  const app = createApp(server.deps);
  const fast = await fastPath(app.fetch);
  const appListener = getRequestListener(app.fetch);
  const answers = { fast: 0, app: 0 };
  const node = createServer((request, response) => {
    if (fast(request, response)) answers.fast++;
    else {
      answers.app++;
      void appListener(request, response);
    }
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(node.address() as AddressInfo).port}`,
    answers,
    close: () => new Promise((resolve) => node.close(() => resolve())),
  };
}

/**
 * A test file's wired server with every fast path (http/fast-paths.ts) and tokens of the given
 * accounts, started before its tests and stopped after them. Read its fields inside tests.
 */
export function useWiredServer(accounts: readonly string[]): { server: TestServer; wired: WiredServer; tokens: Record<string, string> } {
  const context = { tokens: {} as Record<string, string> } as { server: TestServer; wired: WiredServer; tokens: Record<string, string> };
  beforeAll(async () => {
    context.server = await startTestServer();
    for (const account of accounts) context.tokens[account] = await context.server.signIn(account);
    context.wired = await startWiredServer(context.server, (fetchApp) => memoryFastPaths(context.server.deps, fetchApp));
  });
  afterAll(async () => {
    await context.wired?.close();
    await context.server?.close();
  });
  return context;
}
