import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// antd-mobile's ErrorBlock brings all four of its pictures into every first load; StateBlock loads each when shown.
const stateBlockOnly = { name: 'antd-mobile', importNames: ['ErrorBlock'], message: 'Use StateBlock (src/ui/state-block): same component, pictures loaded when shown.' };
// antd-mobile's InfiniteScroll measures itself on every scroll: on a hidden kept-alive page it reads as in view and loads pages nobody sees.
const loadMoreOnly = { name: 'antd-mobile', importNames: ['InfiniteScroll'], message: 'Use LoadMore (src/ui/load-more): it loads only when an IntersectionObserver sees it.' };
// antd-mobile's Selector, SideBar, CapsuleTabs and TabBar draw their items as divs no key reaches; Picker's and
// CascadePicker's 取消 / 确定 take no focus and their wheels no keys.
const keyboardReached = {
  name: 'antd-mobile',
  importNames: ['Selector', 'SideBar', 'CapsuleTabs', 'TabBar', 'Picker', 'CascadePicker', 'Switch'],
  message:
    'No key reaches its items: a choice is ChoiceChips (src/ui/choice-chips), tabs a TabList (src/ui/tab-list), navigation links, a picker an OptionSheet or WheelSheet (src/ui/option-sheet, src/ui/wheel-sheet), a switch a ToggleSwitch (src/ui/toggle-switch).',
};

// antd-mobile's Checkbox and Radio hide their native input with display: none: no key reaches it and screen readers find no checkbox.
const nativeInputReached = {
  name: 'antd-mobile',
  importNames: ['Checkbox', 'Radio'],
  message: 'Its input is display: none: a checkbox is Checkbox (src/ui/checkbox), a choice ChoiceChips (src/ui/choice-chips).',
};

// The handlers of a tap or a key (jsx-a11y's recommended list): a pointer or load handler is not a control.
const tapOrKeyHandlers = ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.data/**', 'schemas/api/contract.gen.ts', 'src/forms/validators.gen.*', 'src/renderer/validators.gen.*', 'widgets/**/*.gen.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // Plain scripts of the demo pages the gateway serves (public/demo): browser globals, no modules.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // Whatever reacts to a tap is a control to the keyboard and to screen readers too: a role, focus, Enter and Space.
    // antd-mobile's List.Item, Grid.Item, Card and Tag take an onClick but render it on an <a> without href or a <div>:
    // src/ui/list-row.tsx (ListRow) and src/ui/pressable.tsx (Pressable) give them those.
    files: ['src/**/*.tsx', 'widgets/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    settings: { 'jsx-a11y': { components: { 'List.Item': 'div', 'Grid.Item': 'div', Card: 'div', Tag: 'span', SafeImage: 'img' } } },
    rules: {
      'jsx-a11y/click-events-have-key-events': 'error',
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: tapOrKeyHandlers }],
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: tapOrKeyHandlers }],
      'jsx-a11y/interactive-supports-focus': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [stateBlockOnly, loadMoreOnly, keyboardReached, nativeInputReached] }] },
  },
  {
    // The one place antd-mobile's Checkbox is wrapped, with its input brought back in reach.
    files: ['src/ui/checkbox.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [stateBlockOnly, loadMoreOnly, keyboardReached] }] },
  },
  {
    // Widgets get data, onAction and stores from the renderer: never the router or the network.
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            stateBlockOnly,
            loadMoreOnly,
            keyboardReached,
            nativeInputReached,
            { name: 'react-router-dom', message: 'Widgets navigate by emitting an action (onAction), not through the router.' },
            { name: 'react-router', message: 'Widgets navigate by emitting an action (onAction), not through the router.' },
          ],
          patterns: [
            { group: ['@/services/*', '@/app/*', '@/actions/*', '!@/actions/types'], message: 'Widgets may import @/lib, @/stores/context and @/actions/types only (docs/architecture.md, Layers).' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Widgets receive data from the renderer; they do not call the network.' },
        { name: 'XMLHttpRequest', message: 'Widgets receive data from the renderer; they do not call the network.' },
      ],
    },
  },
);
