import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { DownloadCard, demo } from '.';

it('opens the link from its data source', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<DownloadCard {...p} />);
  expect(screen.getByText('最高 20 万额度')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '立即下载' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'openUrl', url: 'https://download.example.com/qsh/official.apk', title: '趣生活' });
});

it('falls back to the url prop, and is disabled without any link', () => {
  const { unmount } = render(<DownloadCard {...testProps(propsSchema, { url: 'https://x.example.com/a.apk' })} />);
  expect(screen.getByRole('button', { name: '立即下载' })).toBeEnabled();
  unmount();
  render(<DownloadCard {...testProps(propsSchema, {})} />);
  expect(screen.getByRole('button', { name: '立即下载' })).toBeDisabled();
});
