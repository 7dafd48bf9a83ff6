import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { Container, demo } from '.';

it('lays out its children in a row', () => {
  render(<Container {...testProps(propsSchema, demo.props, undefined, [<span key="l">左侧</span>, <span key="r">右侧</span>])} />);
  expect(screen.getByText('左侧').parentElement).toHaveStyle({ display: 'flex', flexDirection: 'row' });
});
