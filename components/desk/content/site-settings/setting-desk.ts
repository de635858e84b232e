"use client";
// One settings group's life in the desk: its draft saved, published and discarded, each against
// the version the desk last saw, with a colleague's write in between (409) kept as a message while
// everything typed stays in the form.
import { useId, useState } from "react";
import type { FieldValues, UseFormReset, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskSiteApi, SITE_SETTING_GROUPS } from "@/lib/api/resources/desk-site";
import { showToast } from "@/lib/toast";
import type { DeskSiteSetting, SiteSettingKey, SiteSettingsValues } from "@/shared/types/site";
import { applyFieldErrors } from "../content-form";

export type Move = "draft" | "publish" | "discard";

/** A group's draft saved, published and discarded, each against the version the desk last saw; the
 *  group as it now stands, the move under way, and a 409's message while it stands. */
export function useSettingDesk<K extends SiteSettingKey, Values extends FieldValues>(
  initial: DeskSiteSetting<K>,
  formValues: (value: SiteSettingsValues[K]) => Values,
  reset: UseFormReset<Values>,
  setError: UseFormSetError<Values>,
) {
  // The newer of the setting the page was rendered with (a refresh after a 409 brings the
  // colleague's) and this form's last answer.
  const [answered, setAnswered] = useState<DeskSiteSetting<K>>();
  const current = answered && answered.version > initial.version ? answered : initial;
  const [stale, setStale] = useState<string>();
  const [busy, setBusy] = useState<Move>();
  // The group's state line, focused after a publish or a discard.
  const statusId = useId();
  const name = SITE_SETTING_GROUPS[initial.key];

  const write = async (move: Move, steps: (version: number) => Promise<DeskSiteSetting<K>>, done: string) => {
    setStale(undefined);
    setBusy(move);
    try {
      const saved = await steps(current.version);
      setAnswered(saved);
      // The form shows what the next edit starts from: the draft, or what the site shows.
      reset(formValues(saved.draft?.value ?? saved.value));
      showToast(done);
      // A publish or a discard changes the group's state (and may take its button away): once it is
      // drawn, the focus goes to the state.
      if (move !== "draft") requestAnimationFrame(() => document.getElementById(statusId)?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      // The API names the fields under "value." (value.location.lat, value.offers.2.title).
      else
        applyFieldErrors(error, setError, (apiField) =>
          apiField.startsWith("value.") ? apiField.slice("value.".length) : undefined,
        );
    } finally {
      setBusy(undefined);
    }
  };

  return {
    current,
    stale,
    busy,
    statusId,
    name,
    saveDraft: (value: unknown) =>
      write(
        "draft",
        (version) => deskSiteApi.saveDraft(authApi(), initial.key, value, version),
        `پیش‌نویس ${name} ذخیره شد؛ سایت تا انتشار آن همان نسخه قبلی را نشان می‌دهد.`,
      ),
    /** The draft published; with `value` (the form has unsaved changes) saved as the draft first. */
    publish: (value?: unknown) =>
      write(
        "publish",
        async (version) => {
          let against = version;
          if (value !== undefined) {
            const drafted = await deskSiteApi.saveDraft(authApi(), initial.key, value, version);
            setAnswered(drafted);
            against = drafted.version;
          }
          return deskSiteApi.publish(authApi(), initial.key, against);
        },
        `${name} منتشر شد و در چند ثانیه در سایت دیده می‌شود.`,
      ),
    discard: () =>
      write(
        "discard",
        (version) => deskSiteApi.discard(authApi(), initial.key, version),
        `پیش‌نویس ${name} کنار گذاشته شد؛ فرم همان نسخه سایت را نشان می‌دهد.`,
      ),
  };
}

export type SettingDesk = ReturnType<typeof useSettingDesk>;
