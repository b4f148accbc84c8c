/** Polls the version file; when a new build is deployed, an alert says so and the page reloads. */
import { useEffect, useState } from 'react';
import { PageLocationToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';
import { Dialog } from './Dialog';
import { ShellText } from './strings';
import { fetchDeployedVersion, isNewVersion, VERSION_CHECK_INTERVAL_MS } from './version-check';

export interface VersionCheckProps {
  runningVersion: string;
  intervalMs?: number;
  fetchVersion?: () => Promise<string | undefined>;
}

export function VersionCheck({ runningVersion, intervalMs = VERSION_CHECK_INTERVAL_MS, fetchVersion = fetchDeployedVersion, }: VersionCheckProps) {
  const page = useService(PageLocationToken);
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (outdated) return undefined;
    let stopped = false;
    const timer = setInterval(() => {
      void fetchVersion().then((deployed) => {
        if (!stopped && isNewVersion(runningVersion, deployed)) setOutdated(true);
      });
    }, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [runningVersion, intervalMs, fetchVersion, outdated]);

  if (!outdated) return null;
  return (
    <Dialog title={ShellText.newVersionTitle} onConfirm={() => page.reload()}>
      {ShellText.newVersionBody}
    </Dialog>
  );
}
