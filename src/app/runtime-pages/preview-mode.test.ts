import { describe, expect, it } from 'vitest';
import { personaStorageKey } from '@schemas/preview-frame';
import { previewModeOf } from './preview-mode';

const HASH = 'c'.repeat(32);
const storage = (items: Record<string, string> = {}) => ({ getItem: (k: string) => items[k] ?? null }) as unknown as Storage;
/** A window at `url`, framed by a same-origin parent at `parentPath` (or top-level). */
function win(url: string, parentPath: string | null, items: Record<string, string> = {}) {
  const location = new URL(url) as unknown as Location;
  const self = { location, sessionStorage: storage(items) } as unknown as Window & { parent: Window };
  self.parent = parentPath === null ? self : ({ location: new URL(`http://app.test${parentPath}`) } as unknown as Window);
  return self;
}

describe('the console preview frame\'s shell and persona', () => {
  const url = `http://app.test/activity/newYear?opsPreview=${HASH}&opsShell=flutter&opsPersona=finish`;
  const finish = { [personaStorageKey('finish')]: JSON.stringify({ token: 'tok-finish' }) };

  it('are honoured inside a frame of the operator console', () => {
    expect(previewModeOf(win(url, '/ops/', finish))).toEqual({ shell: 'flutter', persona: 'finish', token: 'tok-finish' });
    expect(previewModeOf(win(`http://app.test/x?opsPreview=${HASH}&opsShell=uni`, '/ops/'))).toEqual({ shell: 'uni', persona: 'guest' });
  });

  it('never change a customer\'s shell: a top-level page, a frame of another page, or a bad hash are not previews', () => {
    expect(previewModeOf(win(url, null, finish))).toBeUndefined();
    expect(previewModeOf(win(url, '/activity/bigWheel', finish))).toBeUndefined();
    expect(previewModeOf(win(url.replace(HASH, 'not-a-hash'), '/ops/', finish))).toBeUndefined();
    const crossOrigin = win(url, '/ops/', finish);
    crossOrigin.parent = { get location(): Location { throw new DOMException('Blocked a frame', 'SecurityError'); } } as unknown as Window;
    expect(previewModeOf(crossOrigin)).toBeUndefined();
  });

  it('an unknown shell or persona is the browser and a guest', () => {
    expect(previewModeOf(win(`http://app.test/x?opsPreview=${HASH}&opsShell=ios&opsPersona=admin`, '/ops/'))).toEqual({ shell: 'browser', persona: 'guest' });
  });

  it('a persona without a token handed over by the console is a guest\'s session-less view', () => {
    expect(previewModeOf(win(url, '/ops/'))).toEqual({ shell: 'flutter', persona: 'finish' });
  });
});
