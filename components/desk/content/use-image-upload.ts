"use client";
// Uploading one picture for the content desk (POST /v1/admin/content/images): a file and the text
// that describes it, both required; too large a file is refused before it is sent; the API's 413 and
// 422 come back as the message for the file or for the text. Used by the cover and the gallery.
import { useState } from "react";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskContentApi } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { ImagePurpose } from "@/shared/content-images";
import type { AdminImage } from "@/shared/types/content";
import { ALT_LABEL, CONTENT_IMAGE_UPLOAD } from "@/validation/content/image";

export const ALT_REQUIRED = `${ALT_LABEL} را پیش از بارگذاری بنویسید.`;
export const FILE_REQUIRED = "فایل تصویر را انتخاب کنید.";
export const TOO_LARGE = `حجم تصویر بیش از ${toPersianDigits(CONTENT_IMAGE_UPLOAD.maxBytes / 1024 / 1024)} مگابایت است؛ تصویر کوچک‌تری انتخاب کنید.`;

export type UploadProblems = { file?: string; alt?: string };

export function useImageUpload(purpose: ImagePurpose) {
  const [progress, setProgress] = useState<number>();
  const [problems, setProblems] = useState<UploadProblems>({});

  /** The stored image, or undefined with `problems` saying what to fix. */
  async function upload(file: File | undefined, alt: string): Promise<AdminImage | undefined> {
    const found: UploadProblems = {
      file: !file ? FILE_REQUIRED : file.size > CONTENT_IMAGE_UPLOAD.maxBytes ? TOO_LARGE : undefined,
      alt: alt.trim() ? undefined : ALT_REQUIRED,
    };
    setProblems(found);
    if (found.file || found.alt) return undefined;
    const form = new FormData();
    form.append("file", file!);
    form.append("alt", alt.trim());
    form.append("purpose", purpose);
    setProgress(0);
    try {
      return await deskContentApi.uploadImage(authApi(), form, {
        onUploadProgress: (event) =>
          setProgress(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) setProblems({ file: TOO_LARGE });
      else if (error instanceof ApiError && error.status === 422) {
        const message = (name: string) => error.fields.find((item) => item.field === name)?.message;
        setProblems({ alt: message("alt"), file: message("file") ?? (message("alt") ? undefined : error.message) });
      }
      return undefined;
    } finally {
      setProgress(undefined);
    }
  }

  const clear = (which: keyof UploadProblems) => setProblems((current) => ({ ...current, [which]: undefined }));
  return { upload, progress, problems, clear };
}
