import type { ThemeConfig } from 'antd/es/config-provider';

// The same colours are CSS custom properties in styles/global.css: change both together.
const palette = {
  canvas: '#f7f3ee',
  surface: '#fffdf9',
  ink: '#1c1b19',
  inkSoft: '#5a554f',
  line: '#e4ddd3',
  border: '#d6cdc1',
  accent: '#2f5d50',
  accentHover: '#3d7464',
  accentActive: '#244a3f',
};

const bodyFont =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.accent,
    colorPrimaryHover: palette.accentHover,
    colorPrimaryActive: palette.accentActive,
    colorInfo: palette.accent,
    colorLink: palette.accent,
    colorLinkHover: palette.accentHover,
    colorText: palette.ink,
    colorTextHeading: palette.ink,
    colorTextSecondary: palette.inkSoft,
    // Form help ('extra') and other descriptions: antd's default grey fails WCAG AA contrast on these surfaces.
    colorTextDescription: palette.inkSoft,
    colorTextPlaceholder: '#6b665f', // 5.6:1 on white: an antd Select's placeholder is text that axe (and WCAG AA) hold to 4.5:1
    colorBgLayout: palette.canvas,
    colorBgContainer: '#ffffff',
    colorBgElevated: palette.surface,
    colorBorder: palette.border,
    colorBorderSecondary: palette.line,
    colorError: '#b3261e',
    fontFamily: bodyFont,
    fontSize: 16,
    borderRadius: 10,
    controlHeight: 44,
    controlHeightLG: 52,
    wireframe: false,
  },
  components: {
    Button: {
      fontWeight: 600,
      primaryShadow: 'none',
      defaultShadow: 'none',
      dangerShadow: 'none',
      paddingInlineLG: 28,
      contentFontSizeLG: 15,
      defaultBg: 'transparent',
      defaultColor: palette.ink,
      defaultBorderColor: palette.ink,
      defaultHoverBg: palette.ink,
      defaultHoverColor: palette.canvas,
      defaultHoverBorderColor: palette.ink,
      defaultActiveBg: '#000000',
      defaultActiveColor: palette.canvas,
      defaultActiveBorderColor: '#000000',
    },
    Form: {
      labelColor: palette.ink,
      labelFontSize: 15,
      verticalLabelPadding: '0 0 6px',
      itemMarginBottom: 20,
    },
  },
};
