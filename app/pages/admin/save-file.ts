/**
 * Handing text to the browser as a file (issue 34): a download, or a page opened to print. Both go
 * through a Blob URL, so nothing leaves the computer; the URL is freed once the browser has surely read it.
 */

/** How long a Blob URL stays valid: the new tab or the download has read it well before. */
const URL_LIFETIME_MS = 60_000;

function blobUrl(content: string, type: string): string {
  const url = URL.createObjectURL(new Blob([content], { type }));
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  return url;
}

/** Saves `content` as a file named `fileName` (the browser's download). */
export function downloadText(content: string, fileName: string, type: string): void {
  const link = document.createElement('a');
  link.href = blobUrl(content, type);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens an HTML page in a new tab and asks the browser to print it. The page carries no script (the
 * site's Content-Security-Policy forbids inline ones): this page, its opener, calls print. False when
 * the browser blocked the new tab.
 */
export function openPrintPage(html: string): boolean {
  const opened = window.open(blobUrl(html, 'text/html;charset=utf-8'), '_blank');
  if (!opened) return false;
  opened.addEventListener('load', () => opened.print(), { once: true });
  return true;
}
