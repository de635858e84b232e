// The site's theme, the one source: the green brand palette (SPEC §2 "the theme colour is
// green"), the text and surface colours, the font, SPEC §9's two breakpoints and the corner radii.
// styles/globals.css loads it with @config; the manifest and the page metadata read the theme
// colour from here.
import type { Config } from "tailwindcss";

export const brand = {
  50: "#effdf4",
  100: "#d9fbe6",
  200: "#b4f4cd",
  300: "#7ae9a8",
  400: "#3ad47b",
  500: "#16b95c",
  600: "#0c9a4a",
  700: "#15803d",
  800: "#126534",
  900: "#0f532d",
  950: "#022c16",
} as const;

/** The browser's theme colour (address bar, installed app). */
export const themeColor = brand[700];

/** Where the carousel and the layouts change (SPEC §9: 2 slides from 768 px, 3 from 1024 px). */
export const breakpointsPx = { md: 768, lg: 1024 } as const;

const config = {
  theme: {
    extend: {
      colors: {
        brand,
        ink: "#17231c",
        muted: "#4b5b52",
        surface: "#f6f8f6",
      },
      fontFamily: {
        // The variable next/font sets on <html> (app/fonts.ts), then fonts every phone has.
        sans: ["var(--font-vazirmatn)", "Tahoma", "system-ui", "sans-serif"],
      },
      // In rem like Tailwind's other breakpoints, so the cascade keeps their order.
      screens: {
        md: `${breakpointsPx.md / 16}rem`,
        lg: `${breakpointsPx.lg / 16}rem`,
      },
      // Numbered lists count in Persian digits (۱. ۲. ۳.), like every other number on the site.
      listStyleType: { persian: "persian" },
      borderRadius: {
        md: "0.375rem",
        lg: "0.5rem",
        xl: "0.75rem",
        "2xl": "1rem",
        "3xl": "1.5rem",
      },
    },
  },
} satisfies Config;

export default config;
