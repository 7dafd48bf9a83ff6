import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { Agreement, demo } from '.';

it('shows the title and the sanitised agreement text', () => {
  const { container } = render(<Agreement {...testProps(propsSchema, demo.props, demo.data)} />);
  expect(screen.getByRole('heading', { name: '用户服务协议' })).toBeInTheDocument();
  expect(screen.getByText('欢迎使用本服务。')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
});

describe('with agreementKey', () => {
  const answer = { key: 'privacy_verify', title: '隐私政策', content: '<p>审核版隐私政策</p>' };

  it.each([
    ['privacy', 'verify', 'privacy_verify'],
    ['privacy', 'official', 'privacy'],
    ['credit_sales', 'verify', 'credit_sales'],
  ] as const)('loads %s in the %s variant as UC010 key %s', async (agreementKey, variant, key) => {
    const p = testProps(propsSchema, { agreementKey, variant });
    p.state.request = vi.fn(() => Promise.resolve(answer));
    render(<Agreement {...p} />);
    expect(await screen.findByRole('heading', { name: '隐私政策' })).toBeInTheDocument();
    expect(p.state.request).toHaveBeenCalledWith('UC010', { key }, { showsFailure: true });
  });

  it('shows 加载失败 with 重试 when the call fails', async () => {
    const p = testProps(propsSchema, { agreementKey: 'register' });
    p.state.request = vi.fn().mockRejectedValueOnce(new Error('协议不存在')).mockResolvedValue(answer);
    render(<Agreement {...p} />);
    expect(await screen.findByText('协议不存在')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('审核版隐私政策')).toBeInTheDocument();
  });
});

it('prints the heading once when the agreement text starts with the same heading', () => {
  render(<Agreement {...testProps(propsSchema, {}, { key: 'privacy', title: '隐私政策', content: '<h2>隐私政策</h2><h3>一、定义</h3><p>正文</p>' })} />);
  expect(screen.getAllByRole('heading', { name: '隐私政策' })).toHaveLength(1);
  expect(screen.getByRole('heading', { name: '一、定义' })).toBeInTheDocument();
});
