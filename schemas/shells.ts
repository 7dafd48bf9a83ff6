/**
 * The hosts the app runs in (docs/native-bridge.md): a plain mobile browser, or the Flutter or
 * uni-app shell, told apart by the user-agent markers `qsh-flutter` and `qsh-uni`. The bridge's
 * `Shell`, the page schema's `when.shell` and the console's preview frame all read this one list;
 * the first is the default (a page that is in no shell).
 */
export const SHELLS = ['browser', 'flutter', 'uni'] as const;
export type Shell = (typeof SHELLS)[number];
