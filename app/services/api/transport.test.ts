import { describe, expect, it } from 'vitest';
import { requestAddress } from './transport';

describe('requestAddress: a base and a path joined as axios joins them', () => {
  it.each([
    ['http://api.test', '/api/v1/user', '', 'http://api.test/api/v1/user'],
    ['http://api.test/', 'api/v1/user', '', 'http://api.test/api/v1/user'],
    ['http://api.test//', 'api/v1/user', '', 'http://api.test/api/v1/user'],
    ['http://api.test', '//cdn.test/a.png', '', '//cdn.test/a.png'],
    ['', '/api/v1/user', 'ids=1&ids=2', '/api/v1/user?ids=1&ids=2'],
    ['/gateway', '/api/v1/user', 'page=1', '/gateway/api/v1/user?page=1'],
    ['http://api.test', '/files/a.png?sig=x', 'w=1', 'http://api.test/files/a.png?sig=x&w=1'],
    ['http://api.test', 'https://cdn.test/clip.mp3', '', 'https://cdn.test/clip.mp3'],
  ])('%s + %s (%s) is %s', (baseURL, url, query, address) => {
    expect(requestAddress({ baseURL, url, query })).toBe(address);
  });
});
