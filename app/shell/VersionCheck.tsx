/** Polls the version file; when a new build is deployed, an alert says so and the page reloads. */
import { useEffect, useState } from 'react';
import { Dialog } from './Dialog';
import { ShellText } from './strings';
import { fetchDeployedVersion, isNewVersion, VERSION_CHECK_INTERVAL_MS } from './version-check';

export interface VersionCheckProps {
  runningVersion: string;
  intervalMs?: number;
  fetchVersion?: () => Promise<string | undefined>;
  reload?: () => void;
}

export function VersionCheck({ runningVersion, intervalMs = VERSION_CHECK_INTERVAL_MS, fetchVersion = fetchDeployedVersion, reload = () => window.location.reload() }: VersionCheckProps) {
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
    <Dialog title={ShellText.newVersionTitle} onConfirm={reload}>
      {ShellText.newVersionBody}
    </Dialog>
  );
}
