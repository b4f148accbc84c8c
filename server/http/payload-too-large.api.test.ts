/**
 * A 413 and keep-alive (issue 31, item 17): the server stops reading a body that is too large and
 * drops the connection, so its answer must say `Connection: close`; a keep-alive client then opens a
 * new connection for its next request instead of losing it. Real sockets on a real Node server.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID } from '@core/contract';
import { JSON_BODY_LIMIT_BYTES } from './request-guards';
import { RawConnection } from '../testing/raw-http';
import { useWiredServer } from '../testing/wired-server';

const running = useWiredServer(['student14']);

describe('a body too large on a keep-alive connection', () => {
  it('is answered 413 with Connection: close, and the server then closes the connection', async () => {
    const connection = await RawConnection.open(running.wired.base);
    const body = Buffer.alloc(JSON_BODY_LIMIT_BYTES + 1024, 0x20);
    await connection.send([
      'POST /api/v1/chronus/event/notifications HTTP/1.1',
      `Host: ${new URL(running.wired.base).host}`,
      `appId: ${DEFAULT_APP_ID}`,
      `Authorization: Bearer ${running.tokens.student14}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      'Connection: keep-alive',
    ], body);
    const answer = await connection.answer();
    expect([answer.status, answer.headers.connection]).toEqual([413, 'close']);
    await connection.whenClosed();
    expect(connection.closed).toBe(true);
  });

  it('keeps the connection open after an answer that read the whole body', async () => {
    const connection = await RawConnection.open(running.wired.base);
    const head = (length: number) => ['POST /api/v1/chronus/event/notifications HTTP/1.1', `Host: ${new URL(running.wired.base).host}`, `appId: ${DEFAULT_APP_ID}`, `Authorization: Bearer ${running.tokens.student14}`, 'Content-Type: application/json', `Content-Length: ${length}`];
    await connection.send(head(2), '{}');
    const first = await connection.answer();
    expect(first.headers.connection).not.toBe('close');
    await connection.send(head(2), '{}');
    expect((await connection.answer()).status).toBe(first.status);
    connection.close();
  });
});
