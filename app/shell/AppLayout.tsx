/** What every page sits in: the loading bar, the toast, the version check and the global 401 handling. */
import { Outlet } from 'react-router-dom';
import { GlobalRequestHandling } from './GlobalRequestHandling';
import { LoadingBar } from './LoadingBar';
import { ToastHost } from './ToastHost';
import { VersionCheck } from './VersionCheck';

export function AppLayout({ runningVersion = APP_BUILD_VERSION, checkVersion = !import.meta.env.DEV }: { runningVersion?: string; checkVersion?: boolean }) {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ToastHost />
      {checkVersion && <VersionCheck runningVersion={runningVersion} />}
      <GlobalRequestHandling />
    </>
  );
}
