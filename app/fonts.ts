import localFont from "next/font/local";

// Vazirmatn, self-hosted: the variable font cut down to the site's characters at build time
// (next.config.ts runs scripts/font/vazirmatn-subset.ts), one preloaded file of under 60 KiB.
export const vazirmatn = localFont({
  src: "../generated/fonts/vazirmatn-subset.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-vazirmatn",
  fallback: ["Tahoma", "system-ui", "sans-serif"],
});
