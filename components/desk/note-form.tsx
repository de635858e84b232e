"use client";
// An internal note on a request: seen only by the team, kept with its author and time.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { deskApi } from "@/lib/api/resources/desk";
import { handleFormError } from "@/lib/forms";
import { showToast } from "@/lib/toast";
import { noteSchema } from "@/validation/desk";

type NoteValues = z.input<typeof noteSchema>;
type Note = z.output<typeof noteSchema>;

export function NoteForm({ requestId }: { requestId: number }) {
  const router = useRouter();
  const { register, handleSubmit, setError, reset, formState } = useForm<NoteValues, unknown, Note>({
    resolver: zodResolver(noteSchema),
    mode: "onTouched",
    defaultValues: { text: "" },
  });
  const submit = handleSubmit(async ({ text }) => {
    try {
      await deskApi.addNote(authApi(), requestId, text);
      showToast("یادداشت ثبت شد.");
      reset();
      router.refresh();
    } catch (error) {
      handleFormError(error, setError, ["text"]);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="افزودن یادداشت" className="grid gap-3">
      <TextAreaField
        label="یادداشت داخلی"
        hint="فقط همکاران آن را می‌بینند."
        rows={3}
        required
        error={formState.errors.text?.message}
        {...register("text")}
      />
      <Button type="submit" variant="secondary" busy={formState.isSubmitting} className="justify-self-start">
        افزودن یادداشت
      </Button>
    </form>
  );
}
