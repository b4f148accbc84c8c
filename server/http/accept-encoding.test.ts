import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding';

describe('acceptsGzip', () => {
  it('takes gzip when a browser lists it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
  });

  it('takes it through * unless gzip itself is refused', () => {
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });

  it('does not take it when it is missing or refused', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000')).toBe(false);
  });
});
