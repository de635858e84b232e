// subset-font ships no types; the part the build uses.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}

// fontverter (subset-font's converter) ships no types either; the test reads the subset's cmap through it.
declare module "fontverter" {
  export function convert(font: Buffer | Uint8Array, toFormat: "sfnt" | "truetype" | "woff" | "woff2"): Promise<Buffer>;
}
