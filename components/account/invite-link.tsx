"use client";
// My invitation link, ready to pass on: copy it, open the phone's share sheet, or send it straight
// to Telegram or WhatsApp. Copying is announced to screen readers too.
import { useRef, useState, useSyncExternalStore } from "react";
import { showToast } from "@/lib/toast";

const buttonClass = "rounded-xl border border-brand-200 px-4 py-2.5 text-sm font-bold text-brand-800 hover:bg-brand-50";

const noSubscription = () => () => {};

const SHARE_TEXT = "به جامعه آوینوکس، کافه نوآوری و شتاب‌دهنده کرمان بپیوند:";

export function InviteLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  // Known only in the browser; the server renders without the share-sheet button.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission: select the text so the person can copy it themselves.
      input.current?.select();
      return;
    }
    setCopied(true);
    showToast("پیوند دعوت کپی شد");
  }

  async function share() {
    await navigator.share({ title: "دعوت به آوینوکس", text: SHARE_TEXT, url }).catch(() => {});
  }

  return (
    <div className="grid gap-3">
      <label htmlFor="invite-url" className="text-sm font-bold">
        پیوند دعوت شما
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id="invite-url"
          readOnly
          dir="ltr"
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-xl border border-brand-200 bg-brand-50/60 px-3 py-2.5 text-start font-mono text-sm"
        />
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          {copied ? "کپی شد" : "کپی پیوند"}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? "پیوند دعوت کپی شد" : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        {canShare && (
          <button type="button" onClick={share} className={buttonClass}>
            اشتراک‌گذاری
          </button>
        )}
        <a
          href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(SHARE_TEXT)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass}
        >
          ارسال در تلگرام
        </a>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass}
        >
          ارسال در واتس‌اپ
        </a>
      </div>
    </div>
  );
}
