import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateBlock } from './state-block';

describe('StateBlock', () => {
  it('shows its texts and buttons at once and its picture when the picture has loaded', async () => {
    const { container } = render(
      <StateBlock status="disconnected" title="加载失败" description="后端接口连接异常">
        <button type="button">重试</button>
      </StateBlock>,
    );
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('后端接口连接异常')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    const picture = container.querySelector('.adm-error-block-image');
    expect(picture).not.toBeNull();
    await waitFor(() => expect(picture!.querySelector('svg')).not.toBeNull());
  });

  it('draws a different picture per status', async () => {
    const { container: empty } = render(<StateBlock status="empty" title="暂无数据" />);
    const { container: busy } = render(<StateBlock status="busy" title="额度仍在审批中" />);
    await waitFor(() => expect(empty.querySelector('svg')).not.toBeNull());
    await waitFor(() => expect(busy.querySelector('svg')).not.toBeNull());
    expect(empty.querySelector('svg')!.outerHTML).not.toBe(busy.querySelector('svg')!.outerHTML);
  });
});
