import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { RichText, demo } from '.';

it('shows the html with scripts and event handlers removed', () => {
  const { container } = render(<RichText {...testProps(propsSchema, demo.props)} />);
  expect(screen.getByText('首单立减')).toBeInTheDocument();
  expect(container.innerHTML).not.toContain('onerror');
});

it('prefers html from its data source', () => {
  render(<RichText {...testProps(propsSchema, { html: '旧' }, '<p>新内容</p>')} />);
  expect(screen.getByText('新内容')).toBeInTheDocument();
});
