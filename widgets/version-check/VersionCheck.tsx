import { Dialog, List, Toast } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { detectAppOs } from '@/lib/app-os';
import { errorMessage } from '@/lib/error-message';
import { useStores } from '@/stores/context';
import { sanitizeHtml } from '@widgets/shared/sanitize';
import type { WidgetProps } from '../types';
import type { LatestVersion, VersionCheckProps } from './props.schema';
import { newerVersion, opensDownloadPage, planUpdateCheck } from './update-rule';
import { ListRow } from '@/ui/list-row';

export const LATEST_TEXT = '当前已是最新版本';

/** 当前版本 and 检查更新, with the update dialog's rules. */
export const VersionCheck = observer(function VersionCheck({ props, onAction, state }: WidgetProps<VersionCheckProps>) {
  const { app } = useStores();
  const plan = planUpdateCheck(app.inAppShell, app.variant);
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<LatestVersion>();
  const content = useMemo(() => (found ? sanitizeHtml(found.content) : ''), [found]);

  const check = async () => {
    if (plan === 'skip') return void Toast.show({ content: LATEST_TEXT });
    if (checking) return;
    // The dialog never compares with an unknown version (the app did not report one).
    if (!app.appVersionNum) return void Toast.show({ content: '暂时无法获取App版本，请稍后再试' });
    setChecking(true);
    try {
      const answer = await state.request('BA011', { osType: detectAppOs(navigator.userAgent) }, { loading: true, silent: true });
      const newer = newerVersion(answer, app.appVersionNum);
      if (newer) setFound(newer);
      else Toast.show({ content: LATEST_TEXT });
    } catch (e) {
      Toast.show({ content: errorMessage(e) });
    } finally {
      setChecking(false);
    }
  };

  const update = () => {
    if (!found) return;
    if (opensDownloadPage(app.appVersionNum)) onAction({ kind: 'navigate', to: props.downloadPath });
    else onAction({ kind: 'openUrl', url: found.downloadUrl });
    if (found.necessary === 'N') setFound(undefined);
  };
  const optional = found?.necessary === 'N';

  return (
    <>
      <List>
        {plan === 'browser' ? (
          <List.Item extra="网页版">当前版本</List.Item>
        ) : (
          <ListRow extra={app.appVersion || '—'} onPress={() => void check()} description={checking ? '正在检查…' : undefined}>
            检查更新
          </ListRow>
        )}
      </List>
      <Dialog
        visible={found !== undefined}
        title={`发现新版本 ${found?.versionName ?? ''}`}
        content={<div className="qsh-update-content" dangerouslySetInnerHTML={{ __html: content }} />}
        closeOnMaskClick={optional}
        onClose={() => setFound(undefined)}
        actions={[
          optional
            ? [
                { key: 'later', text: '暂不更新', onClick: () => setFound(undefined) },
                { key: 'update', text: '立即更新', bold: true, onClick: update },
              ]
            : [{ key: 'update', text: '立即更新', bold: true, onClick: update }],
        ]}
      />
    </>
  );
});
