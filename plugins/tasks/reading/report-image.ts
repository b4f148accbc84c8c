/**
 * The reading task's data report image (spec 02 §4, §9): the page captured with html2canvas at scale 3
 * (1 on Safari older than 10), then a webp thumbnail at 50 % size and quality 0.3. iOS refuses a canvas
 * over 16,777,216 pixels (it draws nothing), so a long page lowers the scale until it fits.
 * html2canvas is loaded only when a student submits.
 */
export const REPORT_CAPTURE_SCALE = 3;
export const REPORT_THUMBNAIL_RATIO = 0.5;
export const REPORT_IMAGE_QUALITY = 0.3;
/** The largest canvas iOS Safari draws (its documented limit, in pixels). */
export const IOS_CANVAS_PIXEL_LIMIT = 16_777_216;

/** Safari older than 10 (its Version/N token), where html2canvas is run at scale 1. */
export function isOldSafari(userAgent: string): boolean {
  if (!/Safari\//.test(userAgent) || /Chrome\/|CriOS\/|Android/.test(userAgent)) return false;
  const version = /Version\/(\d+)/.exec(userAgent)?.[1];
  return version !== undefined && Number(version) < 10;
}

/** The capture scale for a page of this size: 3 (1 on old Safari), lowered to stay under the pixel limit. */
export function captureScale(width: number, height: number, userAgent: string): number {
  const wanted = isOldSafari(userAgent) ? 1 : REPORT_CAPTURE_SCALE;
  const fitting = Math.sqrt(IOS_CANVAS_PIXEL_LIMIT / Math.max(1, width * height));
  return Math.min(wanted, Math.floor(fitting * 100) / 100);
}

export class ReportCaptureError extends Error {}

/** Captures an element as the report's webp thumbnail; a ReportCaptureError when any step fails. */
export async function captureReportImage(element: HTMLElement, userAgent = navigator.userAgent): Promise<Blob> {
  try {
    const { default: html2canvas } = await import('html2canvas');
    const scale = captureScale(element.scrollWidth, element.scrollHeight, userAgent);
    const page = await html2canvas(element, { scale, useCORS: true, backgroundColor: '#ffffff', logging: false });
    const thumbnail = document.createElement('canvas');
    thumbnail.width = Math.max(1, Math.round(page.width * REPORT_THUMBNAIL_RATIO));
    thumbnail.height = Math.max(1, Math.round(page.height * REPORT_THUMBNAIL_RATIO));
    const context = thumbnail.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(page, 0, 0, thumbnail.width, thumbnail.height);
    const blob = await new Promise<Blob | null>((resolve) => thumbnail.toBlob(resolve, 'image/webp', REPORT_IMAGE_QUALITY));
    if (!blob || blob.size === 0) throw new Error('the canvas gave no image');
    return blob;
  } catch (error) {
    throw new ReportCaptureError(error instanceof Error ? error.message : String(error));
  }
}
