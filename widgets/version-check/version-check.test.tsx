import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it } from 'vitest';
import { testStores } from '../../tests/support/render-page';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { propsSchema } from './props.schema';
import { VersionCheck } from '.';

const latest = { versionName: 'v3.1.0', versionNum: 310, necessary: 'N', content: '<p>新增会员年卡专享价</p>', downloadUrl: 'https://download.example.com/qsh/official.apk' };

function open(shell: 'browser' | 'flutter', variant: 'official' | 'verify', version: string, answer: unknown = latest) {
  const stores = testStores({ shell, variant });
  stores.app.setAppVersion(version);
  const p = testProps(propsSchema, {});
  p.state.request.mockResolvedValue(answer);
  renderWithStores(<VersionCheck {...p} />, stores);
  return p;
}

afterEach(() => Dialog.clear());

describe('检查更新 follows the update dialog’s rules', () => {
  it('a plain browser shows 网页版 and never asks BA011', () => {
    const p = open('browser', 'official', '');
    expect(screen.getByText('网页版')).toBeInTheDocument();
    expect(screen.queryByText('检查更新')).toBeNull();
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('the verify build skips the check: 当前已是最新版本 without BA011', async () => {
    const p = open('flutter', 'verify', 'v3.0.0');
    await userEvent.click(screen.getByText('检查更新'));
    expect(await screen.findByText('当前已是最新版本')).toBeInTheDocument();
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('the same version says 当前已是最新版本', async () => {
    const p = open('flutter', 'official', 'v3.1.0');
    await userEvent.click(screen.getByText('检查更新'));
    expect(await screen.findByText('当前已是最新版本')).toBeInTheDocument();
    expect(p.state.request).toHaveBeenCalledWith('BA011', { osType: 'ANDROID' }, { loading: true, silent: true });
  });

  it('a newer optional version: 发现新版本 with 暂不更新; 立即更新 downloads in the app from v3.0.3 on', async () => {
    const p = open('flutter', 'official', 'v3.0.5');
    await userEvent.click(screen.getByText('检查更新'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发现新版本 v3.1.0')).toBeInTheDocument();
    expect(within(dialog).getByText('新增会员年卡专享价')).toBeInTheDocument();
    expect(within(dialog).getByText('暂不更新')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('立即更新'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'openUrl', url: latest.downloadUrl });
  });

  it('a forced version cannot be put off, and apps below v3.0.3 open the download page', async () => {
    const p = open('flutter', 'official', 'v3.0.2', { ...latest, necessary: 'Y' });
    await userEvent.click(screen.getByText('检查更新'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('暂不更新')).toBeNull();
    fireEvent.click(within(dialog).getByText('立即更新'));
    await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/download/register' }));
  });
});
