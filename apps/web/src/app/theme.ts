import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { DESKTOP_BREAKPOINT_PX } from '@offerpilot/shared';

/** The desktop layout starts at 1298 px (SPEC.md section 2); Mantine's `xl` breakpoint carries it. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, Helvetica, Arial, sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: `${DESKTOP_BREAKPOINT_PX / 16}em` },
});

/**
 * Dimmed text a shade darker than Mantine's default so that it keeps a 4.5:1 contrast on white; the text of
 * light buttons keeps it on their hover background too, which is lighter than Mantine's.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-indigo-light-hover': t.colors.indigo[1] ?? '#dbe4ff',
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8' },
});
