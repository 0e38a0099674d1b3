// The theme shown: the Theme setting as it is, or for Automatic the green
// felt or, when the system asks for a dark scheme, the dark table,
// following the system's wish as it changes. It goes on <html> as
// data-theme (style.css colours the page by it) and in the browser's
// colour for the page (theme-color).

/** The colour of the browser's frame around each theme's page. */
export const THEME_COLOURS = { felt: '#0d5233', dark: '#15191d', classic: '#007f00', contrast: '#000000' };

const systemDark = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
/** The listener that keeps Automatic following the system, while it is the setting. */
let following = null;

/** The theme shown for the setting `theme`: Automatic (auto) is the dark table when the system is `dark`, else the felt; any other is itself. */
export function themeShown(theme, dark) {
  if (theme !== 'auto') return theme;
  return dark ? 'dark' : 'felt';
}

function put(theme, doc) {
  const shown = themeShown(theme, Boolean(systemDark?.matches));
  doc.documentElement.dataset.theme = shown;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[shown]);
}

/** Shows the setting `theme` on `doc`; under Automatic, again each time the system's scheme changes. */
export function showTheme(theme, doc = document) {
  put(theme, doc);
  if (following) systemDark?.removeEventListener('change', following);
  following = null;
  if (theme === 'auto' && systemDark) {
    following = () => put('auto', doc);
    systemDark.addEventListener('change', following);
  }
}
