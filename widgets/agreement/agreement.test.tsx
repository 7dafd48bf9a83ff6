import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../shared/test-props';
import { Agreement, demo } from '.';

it('shows the title and the sanitised agreement text', () => {
  const { container } = render(<Agreement {...testProps(demo.props, demo.data)} />);
  expect(screen.getByRole('heading', { name: '用户服务协议' })).toBeInTheDocument();
  expect(screen.getByText('欢迎使用本服务。')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
});
