import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALLOWED_HOST, ALLOWED_WILDCARD, openRedirectCorpus } from '../../../tests/support/open-redirect-corpus';
import { FreezeDialog } from './freeze-dialog';
import { IframePopup } from './iframe-popup';
import { UpdateDialog } from './update-dialog';

const ALLOW = [ALLOWED_HOST, `*.${ALLOWED_WILDCARD}`];
const corpus = openRedirectCorpus();

describe('no open-redirect URL leaves the app through a dialog', () => {
  it('the iframe popup never puts a corpus URL in an iframe', () => {
    for (const url of corpus) {
      render(<IframePopup visible url={url} allowHosts={ALLOW} onClose={vi.fn()} />);
      expect(document.querySelector('iframe')).toBeNull();
      cleanup();
    }
  });

  it('the freeze dialog sends every corpus redirect to /my/bill instead', async () => {
    for (const url of corpus) {
      const onOpenUrl = vi.fn();
      const onNavigate = vi.fn();
      render(<FreezeDialog visible message="" redirectUrl={url} allowHosts={ALLOW} onCancel={vi.fn()} onNavigate={onNavigate} onOpenUrl={onOpenUrl} />);
      await userEvent.click(screen.getByText('去处理'));
      expect(onOpenUrl).not.toHaveBeenCalled();
      expect(onNavigate).toHaveBeenCalledWith('/my/bill');
      cleanup();
    }
  });

  it.each(['flutter', 'uni'] as const)('the update dialog (BA011 downloadUrl) never hands a corpus URL to jumpPage in the %s shell', async (shell) => {
    const post = vi.fn();
    const refused = vi.fn();
    for (const url of corpus.slice(0, 25)) {
      const answer = { versionName: 'v9', versionNum: 900, necessary: 'N', content: '', downloadUrl: url };
      render(
        <UpdateDialog shell={shell} variant="official" appVersionNum={303} pathname="/" osType="ANDROID" gateway={{ callRaw: vi.fn().mockResolvedValue(answer) }}
          bridge={{ post }} downloadLink="/download/register" allowHosts={ALLOW} onNavigate={vi.fn()} onRefused={refused} />,
      );
      await userEvent.click(await screen.findByText('立即更新'));
      cleanup();
    }
    expect(post).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledTimes(25);
  }, 60_000);
});
