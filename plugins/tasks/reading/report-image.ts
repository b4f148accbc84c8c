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

/**
 * Each picture of the page drawn at its shown size (times the capture scale), once it has loaded; none
 * for a picture that failed, or one another site serves without CORS (it would taint the report, which
 * then could not be saved: the report goes without it). html2canvas draws a picture at its natural size,
 * and an SVG without width and height (the passages' pictures) has none: it came out blank white.
 */
async function snapshotPictures(element: HTMLElement, scale: number): Promise<(HTMLCanvasElement | undefined)[]> {
  return Promise.all(
    [...element.querySelectorAll('img')].map(async (image) => {
      // A picture still loading would be drawn as nothing.
      await image.decode().catch(() => undefined);
      const { width, height } = image.getBoundingClientRect();
      if (!image.complete || width === 0 || height === 0) return undefined;
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      try {
        // A broken picture throws here.
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        context.getImageData(0, 0, 1, 1); // throws when the picture tainted the canvas
        return canvas;
      } catch {
        return undefined;
      }
    }),
  );
}

/** In html2canvas's copy of the page, each picture that has a snapshot becomes a canvas of it, same place and size. */
function usePictureSnapshots(snapshots: readonly (HTMLCanvasElement | undefined)[]) {
  return (copy: Document, copied: HTMLElement) => {
    [...copied.querySelectorAll('img')].forEach((image, at) => {
      const snapshot = snapshots[at];
      if (!snapshot) return;
      const { width, height } = image.getBoundingClientRect();
      const canvas = copy.createElement('canvas');
      canvas.width = snapshot.width;
      canvas.height = snapshot.height;
      canvas.getContext('2d')?.drawImage(snapshot, 0, 0);
      canvas.className = image.className;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      image.replaceWith(canvas);
    });
  };
}

/** Captures an element as the report's webp thumbnail; a ReportCaptureError when any step fails. */
export async function captureReportImage(element: HTMLElement, userAgent = navigator.userAgent): Promise<Blob> {
  try {
    const { default: html2canvas } = await import('html2canvas');
    const scale = captureScale(element.scrollWidth, element.scrollHeight, userAgent);
    const snapshots = await snapshotPictures(element, scale);
    const page = await html2canvas(element, { scale, useCORS: true, backgroundColor: '#ffffff', logging: false, onclone: usePictureSnapshots(snapshots) });
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
