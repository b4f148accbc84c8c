import { describe, expect, it } from 'vitest';
import { IOS_CANVAS_PIXEL_LIMIT, captureScale, isOldSafari } from './report-image';

const IPHONE_SAFARI_9 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 9_3 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13E233 Safari/601.1';
const IPHONE_SAFARI_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('the report capture scale (spec 02 §9)', () => {
  it('is 3, and 1 on Safari older than 10', () => {
    expect(captureScale(375, 800, IPHONE_SAFARI_17)).toBe(3);
    expect(captureScale(375, 800, ANDROID_CHROME)).toBe(3);
    expect(captureScale(375, 800, IPHONE_SAFARI_9)).toBe(1);
    expect([IPHONE_SAFARI_9, IPHONE_SAFARI_17, ANDROID_CHROME].map(isOldSafari)).toEqual([true, false, false]);
  });

  it("is lowered for a long page, so the canvas stays under iOS's pixel limit", () => {
    const scale = captureScale(375, 6000, IPHONE_SAFARI_17);
    expect(scale).toBeLessThan(3);
    expect(375 * scale * 6000 * scale).toBeLessThanOrEqual(IOS_CANVAS_PIXEL_LIMIT);
    expect(375 * (scale + 0.02) * 6000 * (scale + 0.02)).toBeGreaterThan(IOS_CANVAS_PIXEL_LIMIT);
  });
});
