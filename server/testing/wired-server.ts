/**
 * A real Node server on a free port wired as server/main.ts wires it: a fast path first, the app for
 * whatever it leaves. It counts who answered, so a test can say which one did.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../http/app';
import type { TestServer } from './test-server';

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
