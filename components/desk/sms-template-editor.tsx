"use client";
// The status SMS of each kind and status (admins): the text that goes now, edited and saved one at a
// time through PUT /v1/admin/sms-templates; an empty text (or «بازگشت به متن پیش‌فرض») goes back to
// the default. Beside each text: how long the SMS will be once its placeholders are filled, in
// characters and SMS parts, and any {name} the site would send as typed.
import { useRef, useState } from "react";
import { DeskSection } from "@/components/desk/desk-section";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskApi } from "@/lib/api/resources/desk";
import { showToast } from "@/lib/toast";
import { formatNumberFa } from "@/shared/format/number";
import type { DeskSmsTemplate } from "@/shared/types/desk";

/** What the site fills in (server/desk/status-sms.ts, fillTemplate). */
export const SMS_PLACEHOLDERS = {
  "{code}": "کد پیگیری درخواست",
  "{kind}": "نوع درخواست، مثل «رزرو فضای کار»",
  "{status}": "وضعیت تازه درخواست، مثل «تایید شد»",
} as const;

/** The API's limit on a template (validation/desk.ts, smsTemplateSchema). */
export const SMS_TEMPLATE_MAX = 300;

/** A tracking code as the site makes them (AVX- and two groups of four), for the length of a filled text. */
const SAMPLE_CODE = "AVX-7K3M-Q9TP";

/** The SMS this template sends for a request of this kind moving to this status (with a sample tracking code). */
export function filledSms(text: string, template: Pick<DeskSmsTemplate, "kind_label" | "status_label">): string {
  return text
    .replaceAll("{code}", SAMPLE_CODE)
    .replaceAll("{kind}", template.kind_label)
    .replaceAll("{status}", template.status_label);
}

/**
 * Characters and SMS parts of a text: a text with any character outside ASCII (Persian always) goes
 * as UCS-2, 70 characters in one SMS and 67 a part in a longer one; plain ASCII 160 and 153.
 */
export function smsLength(text: string): { characters: number; parts: number } {
  const characters = text.length;
  const unicode = /[^\x20-\x7e\r\n]/.test(text);
  const [single, part] = unicode ? [70, 67] : [160, 153];
  return { characters, parts: characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / part) };
}

/** Words in braces the site does not fill in: they would reach the requester as typed. */
export function unknownPlaceholders(text: string): string[] {
  const found = text.match(/\{[^{}\s]*\}/g) ?? [];
  return [...new Set(found.filter((name) => !Object.hasOwn(SMS_PLACEHOLDERS, name)))];
}

function TemplateForm({ template }: { template: DeskSmsTemplate }) {
  const [saved, setSaved] = useState({ text: template.text, custom: template.custom });
  const [text, setText] = useState(template.text);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<"save" | "reset">();
  const field = useRef<HTMLTextAreaElement>(null);
  const sms = smsLength(filledSms(text, template));
  const unknown = unknownPlaceholders(text);
  const title = `${template.kind_label}: ${template.status_label}`;

  async function send(next: string, action: "save" | "reset") {
    setBusy(action);
    setError(undefined);
    try {
      const answer = await deskApi.saveSmsTemplate(authApi(), {
        kind: template.kind,
        status: template.status,
        text: next,
      });
      const now = answer ?? { text: next, custom: next.trim() !== "" };
      setSaved({ text: now.text, custom: now.custom });
      setText(now.text);
      showToast(action === "reset" ? `متن پیامک «${title}» به متن پیش‌فرض برگشت.` : `متن پیامک «${title}» ذخیره شد.`);
    } catch (failure) {
      // The API's 422 on the text goes under the field; any other message is toasted by the client.
      const message =
        failure instanceof ApiError && failure.status === 422
          ? failure.fields.find((item) => item.field === "text")?.message
          : undefined;
      if (message) {
        setError(message);
        field.current?.focus();
      } else if (failure instanceof ApiError && failure.status === 422) showToast(failure.message, "danger");
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <form
      aria-label={`پیامک ${title}`}
      noValidate
      className="grid min-w-0 gap-3 rounded-xl border border-brand-100 p-3 md:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send(text, "save");
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">{template.status_label}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${saved.custom ? "bg-brand-100 text-brand-900" : "bg-surface text-muted"}`}
        >
          {saved.custom ? "متن نوشته‌شده" : "متن پیش‌فرض"}
        </span>
      </div>
      <TextAreaField
        ref={field}
        label={`متن پیامک «${template.status_label}»`}
        rows={3}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        hint={
          <>
            {formatNumberFa(text.length)} از {formatNumberFa(SMS_TEMPLATE_MAX)} نویسه. پیامک فرستاده‌شده با کد پیگیری:{" "}
            {formatNumberFa(sms.characters)} نویسه، {formatNumberFa(sms.parts)} پیامک.
            {unknown.length > 0 && (
              <span className="block font-bold wrap-anywhere text-amber-800">
                <span dir="ltr">{unknown.join(" ")}</span> را سامانه نمی‌شناسد و همان‌طور که نوشته شده فرستاده می‌شود.
              </span>
            )}
          </>
        }
      />
      <p className="text-sm leading-7 wrap-anywhere text-muted">
        <span className="font-bold text-ink">پیش‌نمایش: </span>
        {filledSms(text, template) || "بدون متن، متن پیش‌فرض فرستاده می‌شود."}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy === "save"} busyLabel="در حال ذخیره…" disabled={busy !== undefined}>
          ذخیره
        </Button>
        {saved.custom && (
          <Button
            type="button"
            variant="secondary"
            busy={busy === "reset"}
            busyLabel="در حال بازگرداندن…"
            disabled={busy !== undefined}
            onClick={() => void send("", "reset")}
          >
            بازگشت به متن پیش‌فرض
          </Button>
        )}
      </div>
    </form>
  );
}

/** Every template, one section per kind of request, after what the placeholders stand for. */
export function SmsTemplateEditor({ templates }: { templates: DeskSmsTemplate[] }) {
  const kinds = [...new Map(templates.map((template) => [template.kind, template.kind_label])).entries()];
  return (
    <div className="grid gap-6">
      <DeskSection id="placeholders" title="جای‌نگهدارها">
        <p className="mb-3 leading-7">
          این عبارت‌ها در متن، هنگام ارسال با مقدار هر درخواست جایگزین می‌شوند. چیزی را که درخواست‌دهنده نوشته در پیامک
          نمی‌آوریم.
        </p>
        <dl className="grid gap-2 sm:grid-cols-3">
          {Object.entries(SMS_PLACEHOLDERS).map(([name, meaning]) => (
            <div key={name} className="rounded-xl bg-surface p-3">
              <dt dir="ltr" className="text-end font-mono font-bold">
                {name}
              </dt>
              <dd className="text-sm">{meaning}</dd>
            </div>
          ))}
        </dl>
      </DeskSection>
      {kinds.map(([kind, label]) => (
        <section
          key={kind}
          aria-labelledby={`sms-${kind}-title`}
          className="grid min-w-0 gap-3 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
        >
          <h2 id={`sms-${kind}-title`} className="text-lg font-extrabold">
            {label}
          </h2>
          <div className="grid gap-3 lg:grid-cols-2">
            {templates
              .filter((template) => template.kind === kind)
              .map((template) => (
                <TemplateForm key={template.status} template={template} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
