import type { ThemeConfig } from 'antd/es/config-provider';

/**
 * The back office is used all day on desks: denser than the shop (14 px text, 32 px
 * controls), plain buttons, the same brand green. Layered over the shop's antd theme.
 */
export const adminTheme: ThemeConfig = {
  token: {
    fontSize: 14,
    controlHeight: 32,
    controlHeightLG: 40,
    borderRadius: 6,
    colorBgLayout: '#f4f5f7',
    // Placeholders ('All treatment plans', 'Select date') carry meaning here: AA contrast on white.
    colorTextPlaceholder: '#6b665f',
  },
  components: {
    Button: {
      fontWeight: 500,
      defaultBg: '#ffffff',
      defaultColor: '#1c1b19',
      defaultBorderColor: '#d0d4da',
      defaultHoverBg: '#ffffff',
      defaultHoverColor: '#2f5d50',
      defaultHoverBorderColor: '#2f5d50',
      defaultActiveBg: '#ffffff',
      defaultActiveColor: '#244a3f',
      defaultActiveBorderColor: '#244a3f',
      paddingInlineLG: 16,
    },
    Table: { cellPaddingBlockSM: 6, cellPaddingInlineSM: 8, headerBg: '#f0f2f4' },
    Form: { itemMarginBottom: 14, labelFontSize: 13 },
    Card: { paddingLG: 16 },
  },
};
