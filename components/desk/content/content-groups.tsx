"use client";
// The groups content is filed under (the FAQ's categories), in the desk: each
// one's name, slug, description and place in the order, edited where it is listed, with what it
// holds; a new one at the end; an empty one can be removed (one that holds items cannot: they would
// go with it). Checked by the API's own schema; its 422 lands on the fields. No lifecycle of their
// own (server/faq/categories-desk.ts says why).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { DeskSection } from "@/components/desk/desk-section";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import type { ApiClient } from "@/lib/api/client";
import { fieldBinder } from "@/lib/bind-fields";
import { showToast } from "@/lib/toast";
import { toPersianDigits } from "@/shared/format/digits";
import { applyFieldErrors } from "./content-form";
import { BriefTextField, PlainTextField, SortOrderField } from "./content-fields";

/** What every group has; its name is under its own field (`title`, `name`). */
export type ContentGroup = { id: number; slug: string; description: string; sort_order: number };

type GroupFormValues = Record<string, string>;

/** One kind of group: its API, its schema, and its words. */
export type ContentGroupKind<Group extends ContentGroup, Body> = {
  /** Names the sections' ids (`${id}-12`, `new-${id}`). */
  id: string;
  /** The field the group's name is kept under. */
  nameField: string;
  schema: z.ZodType<Body>;
  api: {
    create: (api: ApiClient, body: Body) => Promise<Group>;
    update: (api: ApiClient, id: number, body: Body) => Promise<Group>;
    remove: (api: ApiClient, id: number) => Promise<unknown>;
  };
  words: {
    /** "دسته", "واحد": the group in labels and sentences. */
    noun: string;
    /** The list's accessible name. */
    listLabel: string;
    nameLabel: string;
    /** The slug's hint on a saved group. */
    slugHint: string;
    /** The slug's hint on a new group, whose slug comes from its name. */
    newSlugHint: string;
    descriptionHint: string;
    /** The toast after a new group is made, past "«name» ساخته شد". */
    createdNote?: string;
    /** Why an empty group can go: "این دسته پرسشی ندارد." */
    emptyNote: string;
  };
};

const nameOf = (group: ContentGroup, nameField: string) => String((group as Record<string, unknown>)[nameField] ?? "");

/** One group's form (none: a new group), saved to the API and the page rendered again. */
function GroupForm<Group extends ContentGroup, Body>({
  kind,
  group,
}: {
  kind: ContentGroupKind<Group, Body>;
  group?: Group;
}) {
  const router = useRouter();
  const { nameField, words } = kind;
  const fields = [nameField, "slug", "description", "sort_order"];
  const valuesOf = (saved?: Group): GroupFormValues =>
    saved
      ? {
          [nameField]: nameOf(saved, nameField),
          slug: saved.slug,
          description: saved.description,
          sort_order: toPersianDigits(saved.sort_order),
        }
      : { [nameField]: "", slug: "", description: "", sort_order: "" };
  const resolver = zodResolver(kind.schema as never) as unknown as Resolver<GroupFormValues, unknown, Body>;
  const { register, handleSubmit, setError, reset, formState } = useForm<GroupFormValues, unknown, Body>({
    resolver,
    mode: "onTouched",
    defaultValues: valuesOf(group),
  });
  const field = fieldBinder(register, formState.errors);

  const save = async (values: Body) => {
    // An empty slug is left out, so the API makes one from the name.
    const { slug, ...rest } = values as Body & { slug?: string };
    const body = { ...rest, ...(slug ? { slug } : {}) } as Body;
    try {
      const saved = group ? await kind.api.update(authApi(), group.id, body) : await kind.api.create(authApi(), body);
      reset(group ? valuesOf(saved) : valuesOf());
      const name = nameOf(saved, nameField);
      showToast(
        group
          ? `${words.noun} «${name}» ذخیره شد.`
          : `${words.noun} «${name}» ساخته شد${words.createdNote ? `؛ ${words.createdNote}` : "."}`,
      );
      router.refresh();
    } catch (error) {
      applyFieldErrors(error, setError, (apiField) => (fields.includes(apiField) ? apiField : undefined));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label={group ? `ویرایش ${words.noun} ${nameOf(group, nameField)}` : `${words.noun} تازه`}
      className="grid gap-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={words.nameLabel} required {...field(nameField)} />
        <PlainTextField label="نامک" dir="ltr" hint={group ? words.slugHint : words.newSlugHint} {...field("slug")} />
      </div>
      <BriefTextField label={`توضیح ${words.noun}`} hint={words.descriptionHint} {...field("description")} />
      <SortOrderField className="max-w-40" hint="عدد کوچک‌تر بالاتر؛ خالی: آخر فهرست." {...field("sort_order")} />
      <Button type="submit" className="justify-self-start" busy={formState.isSubmitting} busyLabel="در حال ذخیره…">
        {group ? `ذخیره ${words.noun}` : `ساختن ${words.noun}`}
      </Button>
    </form>
  );
}

export function ContentGroups<Group extends ContentGroup, Body>({
  kind,
  groups,
  counts,
  isEmpty,
}: {
  kind: ContentGroupKind<Group, Body>;
  groups: Group[];
  /** What a group holds, shown above its form. */
  counts: (group: Group) => ReactNode;
  isEmpty: (group: Group) => boolean;
}) {
  const router = useRouter();
  const [removing, setRemoving] = useState<Group>();
  const [busy, setBusy] = useState(false);
  const { id, nameField, words } = kind;

  async function remove(group: Group) {
    setBusy(true);
    try {
      await kind.api.remove(authApi(), group.id);
      showToast(`${words.noun} «${nameOf(group, nameField)}» حذف شد.`);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  }

  return (
    <div className="grid gap-6">
      <ol aria-label={words.listLabel} className="grid gap-4">
        {groups.map((group) => (
          <li key={`${group.id}-${nameOf(group, nameField)}-${group.slug}-${group.sort_order}`}>
            <DeskSection id={`${id}-${group.id}`} title={nameOf(group, nameField)}>
              <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">{counts(group)}</p>
              <GroupForm kind={kind} group={group} />
              {isEmpty(group) && (
                <Button type="button" variant="ghost" className="mt-3 px-3 py-1.5" onClick={() => setRemoving(group)}>
                  حذف {words.noun}
                  <span className="sr-only"> {nameOf(group, nameField)}</span>
                </Button>
              )}
            </DeskSection>
          </li>
        ))}
      </ol>
      <DeskSection id={`new-${id}`} title={`${words.noun} تازه`}>
        <GroupForm kind={kind} />
      </DeskSection>
      <ConfirmDialog
        open={removing !== undefined}
        title={`حذف ${words.noun}`}
        message={`${words.noun} «${removing ? nameOf(removing, nameField) : ""}» حذف شود؟ ${words.emptyNote}`}
        confirmLabel={`حذف ${words.noun}`}
        busy={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}
