/**
 * The real reference server on a real port (HTTP, stored files, the scoring socket), and the app's
 * own services pointed at it: for tests of the client's calls, uploads and socket end to end, in Node.
 * Used by `*.api.test.ts` files (the api test project: one database engine per worker).
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { DependencyContainer } from 'tsyringe';
import { ApiToken, ConfigToken, resolveService, StorageToken, type ApiService, type AppConfig, type StorageService } from '@core/services';
import { memoryStore } from '@app/services/local-storage';
import { createAppContainer } from '@app/services/container';
import type { ScoringEngine } from '@server/scoring/engine';
import { attachScoringSocket } from '@server/scoring/socket';
import { filesDirOf } from '@server/config';
import { buildHttpApp } from '@server/server';
import { startTestServer, type TestServer } from '@server/testing/test-server';

export interface SignedInClient {
  container: DependencyContainer;
  api: ApiService;
  storage: StorageService;
  config: AppConfig;
  token: string;
}

export interface ServedServer {
  server: TestServer;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The app's services (real HttpApiService, storage in memory), signed in as a demo account. */
  signedIn(uid: string, config?: Partial<AppConfig>): Promise<SignedInClient>;
  close(): Promise<void>;
}

export async function startServedServer(options: { engine?: ScoringEngine } = {}): Promise<ServedServer> {
  // One engine and one set of scoring places for the HTTP routes and the socket.
  const server = await startTestServer({ engine: options.engine });
  await mkdir(filesDirOf(server.config), { recursive: true });
  const http = serve({ fetch: buildHttpApp(server.deps).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => http.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  attachScoringSocket(http, server.deps);

  return {
    server,
    baseUrl,
    async signedIn(uid, config = {}) {
      const token = await server.signIn(uid);
      const container = createAppContainer({
        config: { apiBase: baseUrl, neoApiBase: baseUrl, loginBase: baseUrl, uploadBase: baseUrl, downloadBase: baseUrl, appId: server.config.appId, ...config },
        store: memoryStore(),
      });
      const storage = resolveService(container, StorageToken);
      storage.set('token', token);
      return { container, api: resolveService(container, ApiToken), storage, config: resolveService(container, ConfigToken), token };
    },
    async close() {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await server.close();
    },
  };
}
