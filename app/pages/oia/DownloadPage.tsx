/**
 * The app download landing page /oia (spec 02 §2, §4, §8): the title and subtitle, one download
 * button per device kind (both on a computer), the in-app browser hint, and copying the page link.
 *
 * Failure toasts (spec 02 §8), which covers which:
 * - 获取下载页请求失败: the page's own request for the download addresses failed on load;
 * - 下载请求失败,请重试: a press could not start the download (the addresses, asked again on the
 *   press because the load had failed, did not come; or opening the address failed);
 * - 获取下载链接失败,请重试: the server answered, but without an address for this device.
 * 401/403/5xx already have the app's global toast, so the page adds none of its own for them.
 */
import { useEffect, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { fetchDownloadInfo } from '@app/client/download-calls';
import { ApiError, type ApiService } from '@core/services/api/api-service';
import { detectDeviceKind } from '@core/services/bridge';
import { ApiToken, PageLocationToken } from '@core/services/tokens';
import type { DeviceKind } from '@core/domain';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { copyText } from './copy-text';
import { inAppBrowserOf } from './in-app-browser';
import { DownloadText } from './strings';
import { DOWNLOAD_DEBOUNCE_MS, useDebounced } from './use-debounced';
import './oia.css';

/** Copied-link toast (spec 02 §9): 3 s. */
export const COPIED_TOAST_MS = 3000;

type Platform = 'ios' | 'android';
type DownloadInfo = Awaited<ReturnType<typeof fetchDownloadInfo>>;

/** iPhones get the App Store, Android phones the apk, anything else both. */
export function platformsFor(kind: DeviceKind): Platform[] {
  if (kind === 'ios' || kind === 'iosApp') return ['ios'];
  if (kind === 'android' || kind === 'androidApp') return ['android'];
  return ['ios', 'android'];
}

/** Failures the api service has already toasted (spec 01 §8). */
function toastedGlobally(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && (error.status === 401 || error.status === 403 || error.status >= 500);
}

/** The address to open for a platform, or the failure toast to show (undefined: already toasted globally). */
async function downloadUrl(api: ApiService, loaded: DownloadInfo | undefined, platform: Platform): Promise<{ url: string } | { failure: string | undefined; info?: DownloadInfo }> {
  let info = loaded;
  if (!info) {
    try {
      info = await fetchDownloadInfo(api);
    } catch (error) {
      return { failure: toastedGlobally(error) ? undefined : DownloadText.downloadFailed };
    }
  }
  const url = (platform === 'ios' ? info.iosUrl : info.androidUrl).trim();
  return url ? { url } : { failure: DownloadText.linkMissing, info };
}

export function DownloadPage() {
  const api = useService(ApiToken);
  const pageLocation = useService(PageLocationToken);
  const toast = useToast();
  const [userAgent] = useState(() => navigator.userAgent);
  const platforms = platformsFor(detectDeviceKind(userAgent));
  const inApp = inAppBrowserOf(userAgent) !== undefined;
  const [hintOpen, setHintOpen] = useState(inApp);
  const [info, setInfo] = useState<DownloadInfo | undefined>(undefined);
  const pageLink = `${window.location.origin}${useHref(useLocation())}`;

  useEffect(() => {
    let current = true;
    fetchDownloadInfo(api).then(
      (loaded) => current && setInfo(loaded),
      (error: unknown) => current && !toastedGlobally(error) && toast(DownloadText.pageLoadFailed),
    );
    return () => {
      current = false;
    };
  }, [api, toast]);

  const startDownload = useDebounced((platform: Platform) => {
    void downloadUrl(api, info, platform).then((result) => {
      if ('failure' in result) {
        if (result.info) setInfo(result.info);
        if (result.failure) toast(result.failure);
        return;
      }
      try {
        pageLocation.assign(result.url);
      } catch {
        toast(DownloadText.downloadFailed);
      }
    });
  }, DOWNLOAD_DEBOUNCE_MS);

  // Chat and payment apps block downloads: the press shows the hint instead.
  const press = (platform: Platform) => (inApp ? setHintOpen(true) : startDownload(platform));

  const copyLink = () => {
    void copyText(pageLink).then((copied) => (copied ? toast(DownloadText.linkCopied, COPIED_TOAST_MS) : toast(DownloadText.copyFailed)));
  };

  return (
    <main className="page oia">
      <section className="oia__hero">
        <AppIcon />
        <h1 className="oia__title">{DownloadText.title}</h1>
        <p className="oia__subtitle">{DownloadText.subtitle}</p>
      </section>
      <div className="oia__actions">
        {platforms.map((platform) => (
          <button key={platform} type="button" className="button button--primary button--block oia__download" onClick={() => press(platform)}>
            <PlatformIcon platform={platform} />
            {platform === 'ios' ? DownloadText.downloadIos : DownloadText.downloadAndroid}
          </button>
        ))}
        <button type="button" className="button button--ghost button--block" onClick={copyLink}>
          {DownloadText.copyLink}
        </button>
        <p className="oia__link">
          <span className="visually-hidden">{DownloadText.pageLink}：</span>
          {pageLink}
        </p>
      </div>
      {hintOpen && <InAppHint onCopy={copyLink} onClose={() => setHintOpen(false)} />}
    </main>
  );
}

function InAppHint({ onCopy, onClose }: { onCopy: () => void; onClose: () => void }) {
  return (
    <div className="oia-hint" role="dialog" aria-modal="true" aria-labelledby="oia-hint-title" aria-describedby="oia-hint-step">
      <svg className="oia-hint__arrow" viewBox="0 0 80 90" aria-hidden="true">
        <path d="M12 84 C 20 40, 40 22, 66 14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 9" />
        <path d="M52 6 L70 12 L60 28" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="oia-hint__card">
        <h2 id="oia-hint-title" className="oia-hint__title">
          {DownloadText.inAppTitle}
        </h2>
        <p id="oia-hint-step" className="oia-hint__step">
          {DownloadText.inAppStep}
        </p>
        <p className="oia-hint__copy">{DownloadText.inAppCopy}</p>
        <div className="oia-hint__actions">
          <button type="button" className="button button--ghost" onClick={onCopy}>
            {DownloadText.copyLink}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {DownloadText.inAppClose}
          </button>
        </div>
      </div>
    </div>
  );
}

function AppIcon() {
  return (
    <svg className="oia__icon" viewBox="0 0 96 96" aria-hidden="true">
      <rect width="96" height="96" rx="22" fill="var(--brand)" />
      <path d="M24 26h30a6 6 0 0 1 6 6v40H30a6 6 0 0 1-6-6z" fill="#fff" />
      <path d="M32 38h20M32 47h20M32 56h12" stroke="var(--brand)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="66" cy="64" r="14" fill="var(--accent)" />
      <text x="66" y="70" textAnchor="middle" fontSize="17" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        A
      </text>
    </svg>
  );
}

function PlatformIcon({ platform }: { platform: Platform }) {
  return platform === 'ios' ? (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.8zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M6 9.2a6 6 0 0 1 12 0z" />
      <path d="M8.6 3.6 7.4 1.8M15.4 3.6l1.2-1.8" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
      <rect x="6" y="10.2" width="12" height="8" rx="1.5" />
      <rect x="2.6" y="10.2" width="2.4" height="6.5" rx="1.2" />
      <rect x="19" y="10.2" width="2.4" height="6.5" rx="1.2" />
      <rect x="8.2" y="16.5" width="2.4" height="5" rx="1.2" />
      <rect x="13.4" y="16.5" width="2.4" height="5" rx="1.2" />
    </svg>
  );
}
