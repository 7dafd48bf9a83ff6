/** A CSS hex colour (#rgb, #rrggbb or #rrggbbaa): nothing else reaches a style attribute. */
const colour = (description: string) => ({ type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$', description }) as const;

/** A page's theme tokens: an activity page gets its colours without any CSS. */
export const pageThemeSchema = {
  title: 'Page theme',
  description: 'Colours of this page: {"background": "#fff1e6", "primary": "#e4393c", "navBarBackground": "#e4393c", "navTitleColor": "#ffffff"}.',
  type: 'object',
  minProperties: 1,
  properties: {
    background: colour('Page background.'),
    primary: colour('Primary colour of the page\'s widgets (buttons, prices, tags, the lottery).'),
    navBarBackground: colour('Nav bar background (navBar.background, when given, wins).'),
    navTitleColor: colour('Nav bar title and back arrow colour.'),
  },
  additionalProperties: false,
} as const;
