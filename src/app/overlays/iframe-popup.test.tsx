import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IframePopup } from './iframe-popup';

describe('iframe popup', () => {
  it('shows an allowlisted URL in a sandboxed iframe without allow-top-navigation', () => {
    render(<IframePopup visible url="https://chat.qsh.example/?groupid=7" allowHosts={['chat.qsh.example']} title="在线客服" onClose={vi.fn()} />);
    const frame = screen.getByTitle('在线客服');
    expect(frame).toHaveAttribute('src', 'https://chat.qsh.example/?groupid=7');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('refuses a URL the safeUrl gate does not allow', () => {
    render(<IframePopup visible url="https://evil.example/" allowHosts={['chat.qsh.example']} onClose={vi.fn()} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('无法打开该链接')).toBeInTheDocument();
  });

  it('the close button closes it', async () => {
    const onClose = vi.fn();
    render(<IframePopup visible url="https://chat.qsh.example/" allowHosts={['chat.qsh.example']} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps showing its page while it closes, without flashing the refusal', () => {
    const props = { allowHosts: ['chat.qsh.example'], title: '在线客服', onClose: vi.fn() };
    const { rerender } = render(<IframePopup visible url="https://chat.qsh.example/" {...props} />);
    rerender(<IframePopup visible={false} url="" {...props} />);
    expect(screen.queryByText('无法打开该链接')).toBeNull();
    expect(screen.getByTitle('在线客服')).toHaveAttribute('src', 'https://chat.qsh.example/');
  });
});
