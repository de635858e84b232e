"use client";
// Share a page: the phone's share sheet when there is one, otherwise copy the link; plus direct
// links to the messengers people in Iran use.
import { useState } from "react";
import { showToast } from "@/lib/toast";

const buttonClass = "rounded-xl border border-brand-200 px-4 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50";

export function ShareLinks({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false);

  async function share() {
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    showToast("پیوند کپی شد");
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" onClick={share} className={buttonClass}>
        {copied ? "پیوند کپی شد" : "اشتراک‌گذاری"}
      </button>
      <a
        href={`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        تلگرام
      </a>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass}
      >
        واتس‌اپ
      </a>
    </div>
  );
}
