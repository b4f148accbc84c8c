/**
 * /login: a welcome, the link to unified identity authentication, and the school-account form
 * ('检验中' while checking, '请输入账号，密码' when a field is empty, one submission per 2 s).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signInWithPassword } from '@app/client/auth-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken, BridgeToken, ConfigToken, StorageToken } from '@core/services/tokens';
import brandImage from '../../assets/brand.svg';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Spinner } from '../../shell/Spinner';
import { LoginText } from './strings';
import { useHandOff } from './use-hand-off';
import { LOGIN_THROTTLE_MS, useLeadingThrottle } from './use-throttle';
import './login.css';

/** The server's own error text when it sent one, else '登录失败'. */
export function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined && error.data && typeof (error.data as { message?: unknown }).message === 'string') {
    return (error.data as { message: string }).message || LoginText.loginFailed;
  }
  return LoginText.loginFailed;
}

export function VersionFooter() {
  const storage = useService(StorageToken);
  // Hidden after the product's own login (spec 01 §2): stored auth info marks it.
  if (storage.get('zhixue_authInfo')) return null;
  return (
    <footer className="version-footer">
      {LoginText.versionNotice} {APP_BUILD_VERSION}
    </footer>
  );
}

export function LoginPage() {
  const api = useService(ApiToken);
  const config = useService(ConfigToken);
  const storage = useService(StorageToken);
  const bridge = useService(BridgeToken);
  const navigate = useNavigate();
  const toast = useToast();
  const handingOff = useHandOff();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = useLeadingThrottle(() => {
    if (!account.trim() || !password) {
      toast(LoginText.missingCredentials);
      return;
    }
    setSubmitting(true);
    signInWithPassword(api, config, storage.deviceId(), { account, password })
      .then((authenticationResult) => {
        storage.set('zhixue_authInfo', authenticationResult);
        storage.set('token', authenticationResult.accessToken);
        bridge.setAuth(authenticationResult);
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        toast(loginFailureText(error));
        setSubmitting(false);
      });
  }, LOGIN_THROTTLE_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) submit();
  };

  if (handingOff) {
    return (
      <main className="page page--center">
        <Spinner label={LoginText.signingIn} />
      </main>
    );
  }

  return (
    <main className="page login">
      <section className="login__welcome">
        <img src={brandImage} alt="" width={88} height={88} />
        <h1 className="login__title">{LoginText.welcome}</h1>
        <p className="login__subtitle">{LoginText.welcomeDetail}</p>
      </section>
      <Link className="button button--primary button--block" to="/front?type=login">
        {LoginText.unifiedIdentity}
      </Link>
      <p className="login__divider">{LoginText.orOwnAccount}</p>
      <form className="login__form card" onSubmit={onSubmit} noValidate>
        <label className="login__field">
          <span>{LoginText.account}</span>
          <input name="account" autoComplete="username" autoCapitalize="none" placeholder={LoginText.accountPlaceholder} value={account} onChange={(e) => setAccount(e.target.value)} />
        </label>
        <label className="login__field">
          <span>{LoginText.password}</span>
          <input name="password" type="password" autoComplete="current-password" placeholder={LoginText.passwordPlaceholder} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="button button--primary button--block" disabled={submitting} aria-busy={submitting}>
          {submitting ? LoginText.submitting : LoginText.submit}
        </button>
      </form>
      <VersionFooter />
    </main>
  );
}
