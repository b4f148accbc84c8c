/** The version check (spec 02 §4): every 10 s the version file, fetched past every cache. */
import { versionFile } from '@app/client/first-load-checks';

export const VERSION_CHECK_INTERVAL_MS = 10_000;

/** The deployed version, or undefined when the file cannot be read (offline, dev server). */
export async function fetchDeployedVersion(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(`/version.json?t=${Date.now()}`, { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
    if (!response.ok) return undefined;
    return versionFile(await response.json()).version;
  } catch {
    return undefined;
  }
}

/** The spec leaves the comparison rule open: any difference from the running build is a new version. */
export const isNewVersion = (running: string, deployed: string | undefined): boolean => deployed !== undefined && deployed !== running;
