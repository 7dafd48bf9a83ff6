import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { keepRetrieved, peekRetrieved } from '../card-retrieve/retrieved-secret';
import { CardSecretResult, demo, propsSchema } from '.';

const card = { id: 1, name: '京东E卡 100元', cardNo: 'JD0000123456', secret: 'A1B2-C3D4-E5F6-G7H8', faceValue: 10000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  keepRetrieved(card);
  return render(<CardSecretResult {...testProps(propsSchema, demo.props)} />);
}

describe('card-secret-result', () => {
  it('masks the secret until 显示 is tapped, and 隐藏 masks it again', async () => {
    open();
    expect(screen.getByText('JD0000123456')).toBeInTheDocument();
    expect(screen.queryByText(card.secret)).not.toBeInTheDocument();
    expect(screen.getByLabelText('卡密已隐藏')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(screen.getByText(card.secret)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '隐藏' }));
    expect(screen.queryByText(card.secret)).not.toBeInTheDocument();
  });

  it('复制 puts the secret on the clipboard and says 已复制, even while it is masked', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    await userEvent.click(screen.getByRole('button', { name: '复制卡密' }));
    expect(writeText).toHaveBeenCalledWith(card.secret);
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('without the Clipboard API it copies through a hidden text area', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    open();
    await userEvent.click(screen.getByRole('button', { name: '复制卡号' }));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('keeps the secret out of storage and forgets it when the page closes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const view = open();
    view.unmount();
    expect(peekRetrieved(1)).toBeUndefined();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('with nothing retrieved (a reload) it offers 重新提取', async () => {
    const p = testProps(propsSchema, demo.props);
    render(<CardSecretResult {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '重新提取' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/cardpwd/retrieve', query: { cardId: 1 }, replace: true });
  });
});
