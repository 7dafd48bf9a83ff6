import { useState, type FormEvent } from 'react';
import { opsApi, OpsError, type Operator } from './api';

/** Operator login (operator accounts, not customer accounts). */
export function LoginForm({ onLogin }: { onLogin: (operator: Operator) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      onLogin(await opsApi.login(username, password));
    } catch (err) {
      setError(err instanceof OpsError ? err.message : '网络异常，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ops-login" onSubmit={(e) => void submit(e)}>
      <h1>趣生活 运营后台</h1>
      <label>账号<input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" required /></label>
      <label>密码<input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required /></label>
      {error && <p role="alert" className="ops-error">{error}</p>}
      <button type="submit" disabled={busy}>{busy ? '登录中…' : '登录'}</button>
    </form>
  );
}
