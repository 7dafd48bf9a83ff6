import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testStores } from '../../tests/support/render-page';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { propsSchema } from './props.schema';
import { PermissionList } from '.';

describe('系统权限管理', () => {
  it('in a plain browser explains that the settings live in the app and asks nothing', () => {
    const p = testProps(propsSchema, {});
    renderWithStores(<PermissionList {...p} />, testStores({ shell: 'browser' }));
    expect(screen.getByText(/系统权限由趣生活App向手机系统申请和管理/)).toBeInTheDocument();
    expect(screen.getByText('相机')).toBeInTheDocument();
    expect(p.state.permissionState).not.toHaveBeenCalled();
  });

  it('in an app shows each permission as the app reports it', async () => {
    const p = testProps(propsSchema, {});
    const states = { camera: 'granted', contacts: 'denied', microphone: 'unset' } as const;
    p.state.permissionState.mockImplementation(async (name) => states[name]);
    renderWithStores(<PermissionList {...p} />, testStores({ shell: 'flutter' }));
    expect(await screen.findByText('已开启')).toBeInTheDocument();
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    expect(screen.getByText('未开启')).toBeInTheDocument();
    expect(p.state.permissionState.mock.calls.map(([name]) => name)).toEqual(['camera', 'contacts', 'microphone']);
  });

  it('去开启 refused by the app shows 获取权限失败, 请到手机设置开启; granted turns the row to 已开启', async () => {
    const p = testProps(propsSchema, {});
    p.state.permissionState.mockResolvedValue('unset');
    p.state.requestPermission.mockImplementation(async (name) => {
      if (name === 'camera') throw new Error('获取权限失败, 请到手机设置开启');
    });
    renderWithStores(<PermissionList {...p} />, testStores({ shell: 'uni' }));
    await userEvent.click(await screen.findByRole('button', { name: '开启相机权限' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('获取权限失败, 请到手机设置开启');
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开启麦克风权限' }));
    await waitFor(() => expect(screen.getByText('已开启')).toBeInTheDocument());
    expect(p.state.requestPermission.mock.calls.map(([name]) => name)).toEqual(['camera', 'microphone']);
  });
});
