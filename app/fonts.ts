import localFont from "next/font/local";

// Vazirmatn, self-hosted from the npm package (no font can be fetched at build or run time).
export const vazirmatn = localFont({
  src: "../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-vazirmatn",
  fallback: ["Tahoma", "system-ui", "sans-serif"],
});
