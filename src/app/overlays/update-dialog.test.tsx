import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateDialog, type UpdateDialogProps } from './update-dialog';

const info = {
  versionName: 'v3.1.0',
  versionNum: 310,
  necessary: 'N',
  content: '<p>修复问题</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
  downloadUrl: 'https://dl.qsh.example/app.apk',
};

function renderDialog(overrides: Partial<UpdateDialogProps> = {}, answer: unknown = info) {
  const props: UpdateDialogProps = {
    shell: 'flutter',
    variant: 'official',
    appVersionNum: 303,
    pathname: '/',
    osType: 'ANDROID',
    gateway: { callRaw: vi.fn().mockResolvedValue(answer) },
    bridge: { post: vi.fn() },
    downloadLink: '/download/register',
    allowHosts: [],
    onNavigate: vi.fn(),
    ...overrides,
  };
  render(<UpdateDialog {...props} />);
  return props;
}

describe('update dialog', () => {
  it('appears when the server version exceeds the app version, with sanitised html', async () => {
    renderDialog();
    expect(await screen.findByText('发现新版本 v3.1.0')).toBeInTheDocument();
    expect(screen.getByText('修复问题')).toBeInTheDocument();
    expect(document.querySelector('.qsh-update-content script')).toBeNull();
    expect(document.querySelector('.qsh-update-content img')?.getAttribute('onerror')).toBeNull();
  });

  it('an optional update (necessary N) can be closed with 暂不更新', async () => {
    renderDialog();
    await userEvent.click(await screen.findByText('暂不更新'));
    await waitFor(() => expect(screen.queryByText('发现新版本 v3.1.0')).not.toBeVisible());
  });

  it('a necessary update offers no way to close it', async () => {
    renderDialog({}, { ...info, necessary: 'Y' });
    expect(await screen.findByText('立即更新')).toBeInTheDocument();
    expect(screen.queryByText('暂不更新')).toBeNull();
  });

  it('apps from 303 on download in the app through jumpPage', async () => {
    const props = renderDialog({ appVersionNum: 303, allowHosts: ['dl.qsh.example'] });
    await userEvent.click(await screen.findByText('立即更新'));
    expect(props.bridge.post).toHaveBeenCalledWith('jumpPage', { jumpUrl: 'https://dl.qsh.example/app.apk', query: { type: 'download' } });
  });

  it('apps below 303 open the download page instead', async () => {
    const props = renderDialog({ appVersionNum: 302 });
    await userEvent.click(await screen.findByText('立即更新'));
    expect(props.onNavigate).toHaveBeenCalledWith('/download/register');
    expect(props.bridge.post).not.toHaveBeenCalled();
  });

  it.each([
    ['in a plain browser', { shell: 'browser' as const }],
    ['on agreement pages', { pathname: '/agreement/register' }],
    ['in the verify build', { variant: 'verify' as const }],
  ])('is never shown %s', async (_label, override) => {
    const props = renderDialog(override);
    await new Promise((r) => setTimeout(r, 20));
    expect(props.gateway.callRaw).not.toHaveBeenCalled();
    expect(screen.queryByText('立即更新')).toBeNull();
  });

  it('is not shown when the app is up to date', async () => {
    const props = renderDialog({ appVersionNum: 310 });
    await waitFor(() => expect(props.gateway.callRaw).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('立即更新')).toBeNull();
  });
});
