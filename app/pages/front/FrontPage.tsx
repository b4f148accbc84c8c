/**
 * /front (spec 01 §2, §4): the identity hand-off and the quit page.
 * - token / user_token / ios_token in the query: exchange it and go home;
 * - type=login (or /front/login): off to the unified identity sign-in, whose address the server gives;
 * - type=quit: the iOS app's quit — sign out, clear the tokens, tell the app, close after 10 s;
 * - otherwise: the textbook chooser '请选择教材'.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { IOS_APP_EXIT_TIMER_MS } from '@app/account';
import { fetchAuthUrl, signOut } from '@app/client/auth-calls';
import { AreaType, SH_OXFORD } from '@core/domain';
import { ApiToken, BridgeToken, PageLocationToken, StorageToken } from '@core/services/tokens';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { useSessionContext } from '../../session/SessionContext';
import { Spinner } from '../../shell/Spinner';
import { LoginText } from '../login/strings';
import { handOffToken, useHandOff } from '../login/use-hand-off';
import '../login/login.css';

export function FrontPage() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const type = search.get('type');
  if (handOffToken(search)) return <HandOff />;
  if (type === 'quit') return <Quit />;
  if (type === 'login' || pathname.replace(/\/$/, '') === '/front/login') return <UnifiedLogin />;
  return <TextbookChooser />;
}

function HandOff() {
  const busy = useHandOff();
  if (busy) return <Busy label={LoginText.signingIn} />;
  return <BackToLogin />;
}

/** After a failed hand-off or identity redirect: the way back to the sign-in page. */
function BackToLogin() {
  return (
    <main className="page page--center">
      <Link className="button button--primary" to="/login">
        {LoginText.submit}
      </Link>
    </main>
  );
}

function Busy({ label }: { label: string }) {
  return (
    <main className="page page--center" aria-label={label}>
      <Spinner label={label} />
    </main>
  );
}

function UnifiedLogin() {
  const api = useService(ApiToken);
  const page = useService(PageLocationToken);
  const toast = useToast();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    fetchAuthUrl(api, '/front')
      .then((authUrl) => {
        if (!cancelled) page.assign(authUrl);
      })
      .catch((error: unknown) => {
        console.error('could not get the identity sign-in address', error);
        if (cancelled) return;
        toast(LoginText.loginFailed);
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [api, page, toast]);
  if (!failed) return <Busy label={LoginText.redirecting} />;
  return <BackToLogin />;
}

function Quit() {
  const api = useService(ApiToken);
  const storage = useService(StorageToken);
  const bridge = useService(BridgeToken);
  const { clear } = useSessionContext();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const authInfo = storage.get('zhixue_authInfo');
    const signedOut = authInfo ? signOut(api, authInfo).catch((error: unknown) => console.warn('sign_out failed', error)) : Promise.resolve();
    void signedOut.then(() => {
      storage.clearAuth();
      clear();
      bridge.userQuit();
    });
  }, [api, storage, bridge, clear]);
  useEffect(() => {
    // The app closes the webview when it hears userQuit; if it has not after 10 s, ask it to.
    const timer = setTimeout(() => bridge.closeWebView(), IOS_APP_EXIT_TIMER_MS);
    return () => clearTimeout(timer);
  }, [bridge]);
  return <Busy label={LoginText.quitting} />;
}

function TextbookChooser() {
  const storage = useService(StorageToken);
  const navigate = useNavigate();
  const choose = (area: AreaType) => {
    storage.set('AreaType', area);
    if (area === AreaType.SH) storage.set('textbook', SH_OXFORD);
    else storage.remove('textbook');
    navigate(storage.get('token') ? '/' : '/front?type=login', { replace: true });
  };
  return (
    <main className="page front-chooser">
      <h1 className="front-chooser__title">{LoginText.chooseTextbook}</h1>
      <button type="button" className="button button--primary front-chooser__option" onClick={() => choose(AreaType.SH)}>
        {LoginText.shOxford}
      </button>
      <button type="button" className="button button--ghost front-chooser__option" onClick={() => choose(AreaType.OTHER)}>
        {LoginText.other}
      </button>
    </main>
  );
}
