"use client";
// An item's saved states (an event's, a page's), newest first: when, by whom, and its title then.
// An earlier one can be restored (behind a confirmation): its fields become the newest version,
// the item's place on the site (published or not) stays as it is.
import { useState } from "react";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { DeskSection } from "@/components/desk/desk-section";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { showToast } from "@/lib/toast";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { ContentVersionItem } from "@/shared/types/content";
import type { DeskContentItem, DeskContentKind } from "./content-kinds";

/** Who saved a version: a colleague's name, or the state the item had before the content desk. */
export function versionAuthor(version: ContentVersionItem): string {
  if (!version.actor) return "پیش از میز محتوا";
  return toPersianDigits(version.actor.name.trim() || `همکار شماره ${version.actor.id}`);
}

type Props<Item extends DeskContentItem> = {
  item: Item;
  kind: DeskContentKind<Item>;
  versions: ContentVersionItem[];
  onRestored: (item: Item) => void;
};

export function ContentVersions<Item extends DeskContentItem>({ item, kind, versions, onRestored }: Props<Item>) {
  const [asked, setAsked] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function restore(version: number) {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await kind.api.restoreVersion(authApi(), item.id, version, item.version);
      setAsked(undefined);
      showToast(`نسخه ${toPersianDigits(version)} بازگردانده شد و نسخه ${toPersianDigits(answer.version)} شد.`);
      onRestored(answer);
    } catch (error) {
      setAsked(undefined);
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DeskSection id={`${kind.id}-versions`} title="نسخه‌ها">
      {problem && (
        <p
          role="alert"
          className="mb-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 leading-7 font-bold text-red-900"
        >
          {problem}
        </p>
      )}
      {versions.length === 0 ? (
        <p className="text-muted">هنوز نسخه‌ای ذخیره نشده است.</p>
      ) : (
        <ol aria-label={`نسخه‌های ${kind.noun}`} className="grid gap-3">
          {versions.map((version) => {
            const number = toPersianDigits(version.version);
            const current = version.version === item.version;
            const named = kind.versionTitle ?? { field: "title", label: "عنوان" };
            const value = version.data[named.field];
            const title = typeof value === "string" ? value : undefined;
            return (
              <li key={version.version} className="grid gap-1 rounded-xl border border-brand-100 p-3 text-sm">
                <p className="font-bold">
                  نسخه {number}
                  {current && (
                    <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">نسخه فعلی</span>
                  )}
                </p>
                <p className="text-muted">
                  {formatJalaliDateTime(version.created_at)} · {versionAuthor(version)}
                </p>
                {title && (
                  <p className="wrap-anywhere">
                    {named.label}: {title}
                  </p>
                )}
                {!current && (
                  <Button
                    type="button"
                    variant="ghost"
                    className="justify-self-start px-3 py-1.5"
                    disabled={busy}
                    onClick={() => setAsked(version.version)}
                  >
                    بازگردانی نسخه {number}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={asked !== undefined}
        title="بازگردانی نسخه"
        message={`متن و جزئیات نسخه ${toPersianDigits(asked ?? 0)} جای نسخه فعلی ${kind.noun} را می‌گیرد و نسخه تازه‌ای می‌شود؛ انتشار ${kind.noun} همان که هست می‌ماند. تغییرهای ذخیره‌نشده فرم کنار گذاشته می‌شوند.`}
        confirmLabel="بازگردانی"
        busyLabel="در حال بازگردانی…"
        busy={busy}
        onCancel={() => setAsked(undefined)}
        onConfirm={() => asked !== undefined && void restore(asked)}
      />
    </DeskSection>
  );
}
