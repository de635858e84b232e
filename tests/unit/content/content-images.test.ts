// An uploaded image offers every size it was cut to (a phone takes the smaller); other addresses
// (the drawn art, another site) get no srcset.
import { describe, expect, it } from "vitest";
import { uploadedImageSrcSet } from "@/shared/content-images";

const KEY = "img-0123456789abcdef0123456789abcdef";

describe("an uploaded image's sizes", () => {
  it("lists the cover's and the logo's variants, whichever one the address names", () => {
    const cover = `/api/v1/media/images/${KEY}-1200x675.webp 1200w, /api/v1/media/images/${KEY}-600x338.webp 600w`;
    expect(uploadedImageSrcSet(`/api/v1/media/images/${KEY}-1200x675.webp`)).toBe(cover);
    expect(uploadedImageSrcSet(`/api/v1/media/images/${KEY}-600x338.webp`)).toBe(cover);
    expect(uploadedImageSrcSet(`/api/v1/media/images/${KEY}-148x148.webp`)).toBe(
      `/api/v1/media/images/${KEY}-296x296.webp 296w, /api/v1/media/images/${KEY}-148x148.webp 148w`,
    );
  });

  it("gives none for other addresses or sizes it never makes", () => {
    for (const url of [
      "/media/art/event/x.svg",
      "https://example.com/a.webp",
      `/api/v1/media/images/${KEY}-500x500.webp`,
      `/api/v1/media/images/../${KEY}-600x338.webp`,
    ]) {
      expect(uploadedImageSrcSet(url)).toBeUndefined();
    }
  });
});
