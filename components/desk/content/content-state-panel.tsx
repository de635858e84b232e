"use client";
// Where an item of content (an event, a page) stands and the moves from there: publish now, publish
// at a Jalali date and time (Tehran), take it off the site (back to a draft), archive it. Each move
// carries the version the desk shows; a colleague's save in between (409) is said in the panel.
// Beside them: the preview, the public page when there is one, and the old addresses that still
// lead to it. Every kind's panel (./content-kinds.ts).
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { DeskSection } from "@/components/desk/desk-section";
import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { showToast } from "@/lib/toast";
import { instant } from "@/validation/content/fields";
import type { DeskContentItem, DeskContentKind } from "./content-kinds";
import { ContentStateBadge, shownState, stateSentence } from "./content-state";
import { MomentInputs } from "./moment-fields";

type Move = "publish" | "schedule" | "unpublish" | "archive";

/** What each move says when done, of the kind's `noun`. */
const DONE: Record<Exclude<Move, "schedule">, (noun: string) => string> = {
  publish: (noun) => `${noun} منتشر شد و در سایت دیده می‌شود.`,
  unpublish: (noun) => `${noun} پیش‌نویس شد و در سایت دیده نمی‌شود.`,
  archive: (noun) => `${noun} بایگانی شد.`,
};

const publishAtRule = instant("زمان انتشار");
export const PAST_PUBLISH_AT = "زمان انتشار گذشته است؛ برای انتشار همین حالا «انتشار همین حالا» را بزنید.";

/** The schedule's text checked as the API will (required, a Jalali date and time), and in the future. */
export function checkPublishAt(text: string, now = new Date()): { at: Date } | { error: string } {
  const parsed = publishAtRule.safeParse(text);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "زمان انتشار معتبر نیست." };
  if (parsed.data.getTime() <= now.getTime()) return { error: PAST_PUBLISH_AT };
  return { at: parsed.data };
}

const linkClass = "rounded font-bold text-brand-800 underline underline-offset-4 hover:text-brand-950";

type Props<Item extends DeskContentItem> = { item: Item; kind: DeskContentKind<Item>; onChanged: (item: Item) => void };

export function ContentStatePanel<Item extends DeskContentItem>({ item, kind, onChanged }: Props<Item>) {
  const router = useRouter();
  const [busy, setBusy] = useState<Move>();
  const [problem, setProblem] = useState<string>();
  const [publishAt, setPublishAt] = useState("");
  const [publishAtError, setPublishAtError] = useState<string>();
  const scheduleBox = useRef<HTMLInputElement>(null);
  const state = shownState(item);

  async function run(move: Move) {
    let body: { publish_at?: string } = {};
    if (move === "schedule") {
      const checked = checkPublishAt(publishAt);
      if ("error" in checked) {
        setPublishAtError(checked.error);
        scheduleBox.current?.focus();
        return;
      }
      body = { publish_at: checked.at.toISOString() };
    }
    setBusy(move);
    setProblem(undefined);
    setPublishAtError(undefined);
    try {
      const api = authApi();
      const answer =
        move === "unpublish"
          ? await kind.api.unpublish(api, item.id, item.version)
          : move === "archive"
            ? await kind.api.archive(api, item.id, item.version)
            : await kind.api.publish(api, item.id, { ...body, version: item.version });
      if (move === "schedule") setPublishAt("");
      showToast(
        move === "schedule" ? `انتشار ${kind.noun} زمان‌بندی شد: ${stateSentence(answer)}` : DONE[move](kind.noun),
      );
      onChanged(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setProblem(error.message);
      else if (error instanceof ApiError && error.status === 422) {
        const onPublishAt = error.fields.find((item) => item.field === "publish_at")?.message;
        if (onPublishAt) setPublishAtError(onPublishAt);
        else setProblem(error.message);
      }
    } finally {
      setBusy(undefined);
    }
  }

  const pressing = (move: Move) => ({ busy: busy === move, disabled: busy !== undefined && busy !== move });

  return (
    <DeskSection id={`${kind.id}-state`} title="انتشار">
      <div className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 leading-7">
          <ContentStateBadge item={item} />
          <span>{stateSentence(item)}</span>
        </p>
        <ul className="grid gap-2">
          <li>
            <Link href={kind.previewPath(item.id)} className={linkClass}>
              {kind.previewLabel}
            </Link>
          </li>
          {item.is_public && (
            <li>
              <a href={item.url} className={linkClass}>
                {kind.siteLabel}
              </a>
            </li>
          )}
        </ul>
        {problem && (
          <div
            role="alert"
            className="grid gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 leading-7 text-red-900"
          >
            <p className="font-bold">{problem}</p>
            <Button type="button" variant="secondary" className="justify-self-start" onClick={() => router.refresh()}>
              گرفتن آخرین نسخه
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          {state !== "published" && (
            <Button
              type="button"
              {...pressing("publish")}
              onClick={() => void run("publish")}
              busyLabel="در حال انتشار…"
            >
              انتشار همین حالا
            </Button>
          )}
          {item.status !== "draft" && (
            <Button
              type="button"
              variant="secondary"
              {...pressing("unpublish")}
              onClick={() => void run("unpublish")}
              busyLabel="در حال برداشتن…"
            >
              {item.status === "published" ? "برداشتن از سایت" : "برگرداندن به پیش‌نویس"}
            </Button>
          )}
          {item.status !== "archived" && (
            <Button
              type="button"
              variant="secondary"
              {...pressing("archive")}
              onClick={() => void run("archive")}
              busyLabel="در حال بایگانی…"
            >
              بایگانی
            </Button>
          )}
        </div>
        {state !== "published" && (
          <form
            aria-label="زمان‌بندی انتشار"
            noValidate
            className="grid gap-3 rounded-xl border border-brand-100 p-3"
            onSubmit={(formEvent) => {
              formEvent.preventDefault();
              void run("schedule");
            }}
          >
            <MomentInputs
              ref={scheduleBox}
              label={state === "scheduled" ? "زمان تازه انتشار" : "انتشار در زمان دیگر"}
              value={publishAt}
              onChange={(text) => {
                setPublishAt(text);
                setPublishAtError(undefined);
              }}
              error={publishAtError}
            />
            <Button
              type="submit"
              variant="secondary"
              className="justify-self-start"
              busy={busy === "schedule"}
              disabled={busy !== undefined && busy !== "schedule"}
              busyLabel="در حال زمان‌بندی…"
            >
              زمان‌بندی انتشار
            </Button>
          </form>
        )}
        {kind.sitePath && item.former_slugs.length > 0 && (
          <section aria-labelledby="former-slugs-title" className="grid gap-2">
            <h3 id="former-slugs-title" className="font-bold">
              نشانی‌های پیشین
            </h3>
            <p className="text-sm text-muted">این نشانی‌ها همیشه به نشانی تازه {kind.noun} هدایت می‌شوند.</p>
            <ul className="grid gap-1 text-sm">
              {item.former_slugs.map((slug) => (
                <li key={slug} className="wrap-anywhere">
                  <bdi>{kind.sitePath?.(slug)}</bdi>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DeskSection>
  );
}
