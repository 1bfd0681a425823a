// Mantine theme from the brand colours (src/config/brands.ts): the brand's ten-shade palette
// under the name "brand", with the primary shade the config chose so that white text on it
// (filled buttons) and the colour as text on white (links) both reach WCAG AA (4.5:1).
import type { Brand } from "@config/brands";
import { createTheme, type MantineColorShade, type MantineColorsTuple, type MantineThemeOverride } from "@mantine/core";

export function buildTheme(brand: Brand): MantineThemeOverride {
  return createTheme({
    primaryColor: "brand",
    primaryShade: brand.colors.primaryShade as MantineColorShade,
    colors: { brand: brand.colors.palette as unknown as MantineColorsTuple },
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Arabic', sans-serif",
    defaultRadius: "md",
    focusRing: "auto",
    cursorType: "pointer",
  });
}
